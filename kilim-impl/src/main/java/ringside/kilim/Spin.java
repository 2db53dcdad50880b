package ringside.kilim;

/** The TCK's busy task: keeps its thread ~2 ms, so every thread of a scheduler gets work; names the thread. */
final class Spin {
    private Spin() {
    }

    static String twoMillis() {
        long end = System.nanoTime() + 2_000_000;
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
        return Thread.currentThread().getName();
    }
}
