// Placeholder until the discussions issue fills it.
export default function DiscussionDetailsPage() {
  return null;
}
