// A runtime list that mirrors a union type, checked at compile time (STYLE: house conventions):
// `exhaustiveList<T>()([...])` fails to type-check when the list has a value outside T or misses one.
type Missing<T, L extends readonly unknown[]> = Exclude<T, L[number]>;

export function exhaustiveList<T>() {
  return <const L extends readonly T[]>(
    list: L & ([Missing<T, L>] extends [never] ? unknown : { readonly missingMembers: Missing<T, L> }),
  ): L => list;
}
