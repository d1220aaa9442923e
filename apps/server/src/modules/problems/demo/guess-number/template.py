def ask(y):
    """Asks about y; the reply is '<' (x < y), '>' (x > y) or '=' (x = y)."""
    print("?", y, flush=True)
    return input().strip()


lo, hi = 1, 10**9
# Narrow [lo, hi] down with ask(), then print("!", x, flush=True).
