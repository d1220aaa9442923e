// Placeholder until issue 15 fills it.
export default function GroupDiscussionDetailsPage() {
  return null;
}
