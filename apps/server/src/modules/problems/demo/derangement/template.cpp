#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    // Print p_1 ... p_n with p_i != i.

    return 0;
}
