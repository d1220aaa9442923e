// Placeholder until issue 15 fills it.
export default function ManageGroupProblemApplyPage() {
  return null;
}
