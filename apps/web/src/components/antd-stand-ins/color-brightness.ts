// What antd's Button and Tag styles import from the color picker's presets panel: only `isBright`, which picks black
// or white text for a solid background. Importing the panel brought the Collapse and the color picker into every
// page (6 KB compressed). Same rule as antd's: an opaque color is bright when its luma (ITU-R BT.601) is above 192;
// a mostly transparent one when, laid over the background, its HSV value is above one half.
import { AggregationColor } from 'antd/es/color-picker/color';

export const isBright = (value: AggregationColor, background: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  if (a > 0.5) return r * 0.299 + g * 0.587 + b * 0.114 > 192;
  const under = new AggregationColor(background).toRgb();
  const alpha = a + under.a * (1 - a);
  const over = (front: number, back: number) => (front * a + back * under.a * (1 - a)) / alpha;
  return Math.max(over(r, under.r), over(g, under.g), over(b, under.b)) / 255 > 0.5;
};
