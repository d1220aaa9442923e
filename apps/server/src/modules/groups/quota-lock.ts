// Serialises, in this process, a test data quota's check with what the check admits (an upload's extraction, a
// save's writing), per group and per user: two uploads checked at the same moment would each see all the room left
// and together store up to twice the quota.
const tails = new Map<string, Promise<void>>();

/** Waits for the key's holders before it, then holds the key until the returned release is called. */
async function acquire(key: string): Promise<() => void> {
  const before = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => held);
  tails.set(key, tail);
  await before;
  return () => {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  };
}

/**
 * Runs `work` holding the group's lock and then the user's. Every caller takes them in that order, so two callers
 * never wait on each other in a circle.
 */
export async function underQuotaLocks<T>(gid: number, uid: string, work: () => Promise<T>): Promise<T> {
  const releaseGroup = await acquire(`group:${gid}`);
  try {
    const releaseUser = await acquire(`user:${uid}`);
    try {
      return await work();
    } finally {
      releaseUser();
    }
  } finally {
    releaseGroup();
  }
}
