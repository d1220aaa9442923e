// Placeholder until the discussions issue fills it.
export default function DiscussionListPage() {
  return null;
}
