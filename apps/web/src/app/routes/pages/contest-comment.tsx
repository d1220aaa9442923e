// Placeholder until the discussions issue fills it.
export default function ContestCommentPage() {
  return null;
}
