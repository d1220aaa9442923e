// Slide verification: a puzzle image with a hole, the piece that fills it, and the server-side check.
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { LIMITS, type SlideChallenge } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { clearFailures } from './login-guard.ts';
import { slideChallenges } from './tables.ts';

const WIDTH = LIMITS.slidePuzzleWidth;
const HEIGHT = LIMITS.slidePuzzleHeight;
const PIECE = 44;
const ANSWER_WINDOW_MS = 2 * 60_000;
const TOKEN_WINDOW_MS = 5 * 60_000;

type Rgb = [number, number, number];

/** A random textured background: a two-colour gradient with soft discs. */
function paintBackground(): (x: number, y: number) => Rgb {
  const from: Rgb = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const to: Rgb = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const discs = Array.from({ length: 9 }, () => ({
    cx: randomInt(WIDTH),
    cy: randomInt(HEIGHT),
    r: randomInt(8, 30),
    shade: randomInt(-60, 60),
  }));
  return (x, y) => {
    const t = x / WIDTH;
    let shade = 0;
    for (const d of discs) if ((x - d.cx) ** 2 + (y - d.cy) ** 2 < d.r ** 2) shade += d.shade;
    return from.map((c, i) => Math.max(0, Math.min(255, Math.round(c + (to[i] - c) * t + shade)))) as Rgb;
  };
}

function toDataUrl(png: PNG): string {
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

function drawImages(holeX: number, holeY: number) {
  const paint = paintBackground();
  const background = new PNG({ width: WIDTH, height: HEIGHT });
  const piece = new PNG({ width: PIECE, height: PIECE });
  const onEdge = (dx: number, dy: number) => dx < 2 || dy < 2 || dx >= PIECE - 2 || dy >= PIECE - 2;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let [r, g, b] = paint(x, y);
      const dx = x - holeX;
      const dy = y - holeY;
      const inHole = dx >= 0 && dy >= 0 && dx < PIECE && dy < PIECE;
      if (inHole) {
        const p = (dy * PIECE + dx) * 4;
        const edge = onEdge(dx, dy);
        piece.data.set(edge ? [255, 255, 255, 255] : [r, g, b, 255], p);
        [r, g, b] = edge ? [235, 235, 235] : ([r * 0.4, g * 0.4, b * 0.4].map(Math.round) as Rgb);
      }
      background.data.set([r, g, b, 255], (y * WIDTH + x) * 4);
    }
  }
  return { backgroundImage: toDataUrl(background), pieceImage: toDataUrl(piece) };
}

export async function createSlideChallenge(db: Db): Promise<SlideChallenge> {
  const x = randomInt(PIECE + 20, WIDTH - PIECE - 5);
  const y = randomInt(5, HEIGHT - PIECE - 5);
  // Old challenges are worthless after their windows; drop them as new ones are made.
  await db.delete(slideChallenges).where(lt(slideChallenges.createdAt, new Date(Date.now() - TOKEN_WINDOW_MS * 2)));
  const [row] = await db.insert(slideChallenges).values({ x, y }).returning({ id: slideChallenges.id });
  return { captchaId: row.id, ...drawImages(x, y), y, width: WIDTH, height: HEIGHT, pieceSize: PIECE };
}

/**
 * One answer per challenge: within the accuracy it passes, resets the failed-login counters of the address
 * (and of the username when given), and its id becomes the login's slideToken.
 */
export async function verifySlideChallenge(
  db: Db,
  captchaId: string,
  answerX: number,
  client: { ip: string; username?: string },
): Promise<{ slideToken: string }> {
  const isUuid = /^[0-9a-f-]{36}$/i.test(captchaId);
  const [row] = isUuid
    ? await db
        .update(slideChallenges)
        .set({ answered: true })
        .where(
          and(
            eq(slideChallenges.id, captchaId),
            eq(slideChallenges.answered, false),
            gt(slideChallenges.createdAt, new Date(Date.now() - ANSWER_WINDOW_MS)),
          ),
        )
        .returning()
    : [];
  if (!row) throw badRequest('Slide_verify_expired');
  if (Math.abs(row.x - answerX) > LIMITS.slideAccuracy) throw badRequest('Slide_verify_failed');
  await db
    .update(slideChallenges)
    .set({ passedAt: sql`now()` })
    .where(eq(slideChallenges.id, row.id));
  await clearFailures(db, client.username || undefined, client.ip);
  return { slideToken: row.id };
}

/** Spends a passed challenge; false when it is unknown, failed, used or too old. */
export async function consumeSlideToken(db: Db, slideToken: string | undefined): Promise<boolean> {
  if (!slideToken || !/^[0-9a-f-]{36}$/i.test(slideToken)) return false;
  const used = await db
    .update(slideChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(slideChallenges.id, slideToken),
        isNotNull(slideChallenges.passedAt),
        isNull(slideChallenges.usedAt),
        gt(slideChallenges.createdAt, new Date(Date.now() - TOKEN_WINDOW_MS)),
      ),
    )
    .returning({ id: slideChallenges.id });
  return used.length > 0;
}
