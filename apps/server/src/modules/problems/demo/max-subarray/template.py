import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
a = list(map(int, data[1:1 + n]))
best = None
# Find the largest sum of a non-empty contiguous subarray.

print(best)
