import { useEffect, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';

/** The browser tab names the screen, then the product: `Members · Carshare Back Office`. */
export const useDocumentTitle = (screen: string | null) => {
  const translate = useTranslate();
  useEffect(() => {
    const product = translate('app.title');
    document.title = screen ? `${screen} · ${product}` : product;
  }, [screen, translate]);
};

/**
 * The text an element shows, kept current. react-admin's <Title> writes each screen's
 * heading into the layout's h1 through a portal, so the heading is read where it lands.
 */
export const useTextOf = (ref: RefObject<HTMLElement | null>): string | null => {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setText(element.textContent?.trim() || null);
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
  return text;
};
