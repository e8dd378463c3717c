/** Variant names shared by the recipes and the stories. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'link', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['md', 'sm', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
export const tones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
export type Tone = (typeof tones)[number];
