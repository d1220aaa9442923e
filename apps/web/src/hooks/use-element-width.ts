// Width of an element's content box, followed as it resizes (0 until the element is laid out).
import { useLayoutEffect, useRef, useState } from 'react';

export const useElementWidth = <T extends Element = HTMLDivElement>() => {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};
