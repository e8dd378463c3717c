import { useNavigation } from '@remix-run/react';

/**
 * A form of this page is on its way: sent, or its answer loading (the page's data read again after
 * an action that answered on the same page, or the page the action led to). Its buttons stay busy
 * until then: a second submit meanwhile would abort that reading, and Remix reports the answer it
 * was cut off from as an error. A plain link's navigation carries no form and does not count.
 */
export function useFormBusy(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod !== undefined;
}
