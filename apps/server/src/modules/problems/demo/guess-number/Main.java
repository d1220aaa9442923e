import java.io.*;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    // Asks about y; the reply is "<" (x < y), ">" (x > y) or "=" (x = y).
    static String ask(long y) throws IOException {
        System.out.println("? " + y);
        System.out.flush();
        return in.readLine().trim();
    }

    public static void main(String[] args) throws IOException {
        long lo = 1, hi = 1000000000L;
        // Narrow [lo, hi] down with ask(), then print "! x" and flush.
    }
}
