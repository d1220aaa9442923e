#include <bits/stdc++.h>
using namespace std;

// Asks about y and answers the judge's reply: '<' (x < y), '>' (x > y) or '=' (x = y).
char ask(long long y) {
    cout << "? " << y << endl;  // endl flushes
    string reply;
    cin >> reply;
    return reply[0];
}

int main() {
    long long lo = 1, hi = 1000000000;
    // Narrow [lo, hi] down with ask(), then print "! x".

    return 0;
}
