// Interactor of "Guess the Number". The secret is the number in the input file (argv[1]).
// Called as: interactor <input file> <scratch output file> <answer file>; its stdin is the contestant's
// stdout and its stdout the contestant's stdin.
// Exit codes: 100 accepted, 102 wrong answer, 103 judgement failure; the reason goes to stderr.
#include <cstdio>
#include <cstring>

static const int MAX_QUESTIONS = 30;
static const long long LIMIT = 1000000000LL;

int main(int argc, char** argv) {
    if (argc < 2) { fprintf(stderr, "usage: interactor input output answer\n"); return 103; }
    FILE* input = fopen(argv[1], "r");
    long long secret;
    if (!input || fscanf(input, "%lld", &secret) != 1) { fprintf(stderr, "the input file is broken\n"); return 103; }
    int asked = 0;
    for (;;) {
        char op[8];
        long long y;
        if (scanf("%7s", op) != 1) {
            fprintf(stderr, "wrong answer: the program ended without an answer after %d questions\n", asked);
            return 102;
        }
        if (strcmp(op, "?") != 0 && strcmp(op, "!") != 0) {
            fprintf(stderr, "wrong answer: expected \"?\" or \"!\", found \"%s\"\n", op);
            return 102;
        }
        if (scanf("%lld", &y) != 1) { fprintf(stderr, "wrong answer: \"%s\" is not followed by a number\n", op); return 102; }
        if (op[0] == '!') {
            if (y != secret) { fprintf(stderr, "wrong answer: the secret is %lld, found %lld\n", secret, y); return 102; }
            fprintf(stderr, "ok: found %lld with %d questions\n", secret, asked);
            return 100;
        }
        if (++asked > MAX_QUESTIONS) { fprintf(stderr, "wrong answer: more than %d questions\n", MAX_QUESTIONS); return 102; }
        if (y < 1 || y > LIMIT) { fprintf(stderr, "wrong answer: question %d asks about %lld, out of range\n", asked, y); return 102; }
        printf("%s\n", secret < y ? "<" : secret > y ? ">" : "=");
        fflush(stdout);
    }
}
