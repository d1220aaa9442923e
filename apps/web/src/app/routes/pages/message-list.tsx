// Placeholder until the discussions issue fills it.
export default function MessageListPage() {
  return null;
}
