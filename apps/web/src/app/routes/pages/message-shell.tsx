// Placeholder until the discussions issue fills it.
export default function MessageShellPage() {
  return null;
}
