// Special judge of "Derangement": accepts any permutation p of 1..n with p[i] != i.
// Called as: checker <input file> <user output file> <answer file>.
// Exit codes: 100 accepted, 102 wrong answer, 103 judgement failure; the reason goes to stderr.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static int verdict(int code, const char* message, long long a = 0, long long b = 0) {
    fprintf(stderr, message, a, b);
    fprintf(stderr, "\n");
    return code;
}

// Reads one integer token; false at the end of the file or on anything that is not an integer.
static bool readInteger(FILE* file, long long& value, bool& garbage) {
    char token[32];
    garbage = false;
    if (fscanf(file, "%31s", token) != 1) return false;
    char* end = nullptr;
    value = strtoll(token, &end, 10);
    if (*end != '\0' || strlen(token) > 12) {
        garbage = true;
        return false;
    }
    return true;
}

int main(int argc, char** argv) {
    if (argc < 4) return verdict(103, "usage: checker input output answer");
    FILE* input = fopen(argv[1], "r");
    FILE* user = fopen(argv[2], "r");
    if (!input || !user) return verdict(103, "cannot open the input or the user output");
    long long n;
    bool garbage;
    if (!readInteger(input, n, garbage) || n < 2) return verdict(103, "the input file is broken");
    std::vector<bool> used(n + 1, false);
    for (long long i = 1; i <= n; i++) {
        long long p;
        if (!readInteger(user, p, garbage)) {
            if (garbage) return verdict(102, "wrong answer: number %lld is not an integer", i);
            return verdict(102, "wrong answer: expected %lld numbers, found %lld", n, i - 1);
        }
        if (p < 1 || p > n) return verdict(102, "wrong answer: p[%lld] = %lld is not between 1 and n", i, p);
        if (used[p]) return verdict(102, "wrong answer: %lld appears twice", p);
        if (p == i) return verdict(102, "wrong answer: p[%lld] = %lld stays in its place", i, p);
        used[p] = true;
    }
    long long extra;
    if (readInteger(user, extra, garbage) || garbage) return verdict(102, "wrong answer: more than %lld numbers", n);
    return verdict(100, "ok: a derangement of %lld numbers", n);
}
