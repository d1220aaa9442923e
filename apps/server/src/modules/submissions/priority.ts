// The judge queue's priorities, lower first: compile check 0, contest 1, practice 2, online test 3, rejudge 4,
// verification 5. Submissions queue with theirs through the judge's port; the judge module re-exports them.
export const TaskPriority = { CompileCheck: 0, Contest: 1, Practice: 2, OnlineTest: 3, Rejudge: 4, Verify: 5 } as const;
