// Placeholder until issue 15 fills it.
export default function GroupDiscussionListPage() {
  return null;
}
