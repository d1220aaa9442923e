// A contest problem's balloon colour as a small dot; nothing without a colour.
export function BalloonDot({ color }: { color: string | null }) {
  if (!color) return null;
  return <span className="balloon-dot" style={{ background: color }} data-testid="balloon" data-color={color} />;
}
