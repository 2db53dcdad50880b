package ringside.launcher;

import java.time.Duration;

/**
 * Progress over a whole run: benchmark.sh passes how many benchmarks came before this module, how many there
 * are in all and when the run started, so every module prints the run's progress, not only its own.
 */
record Progress(int doneBefore, int total, long startMillis) {

    static Progress fromEnvironment(int benchmarksOfThisModule) {
        String done = System.getenv("progressDone");
        String total = System.getenv("progressTotal");
        String start = System.getenv("progressStart");
        if (done == null || total == null || start == null) {
            return new Progress(0, benchmarksOfThisModule, System.currentTimeMillis());
        }
        return new Progress(Integer.parseInt(done), Integer.parseInt(total), Long.parseLong(start) * 1000);
    }

    /** "[3/12]": the benchmark about to start, of all in the run. */
    String position(int doneInModule) {
        return "[" + (doneBefore + doneInModule + 1) + "/" + total + "]";
    }

    /** "elapsed 1m05s, about 4m20s left": the estimate assumes the rest take as long as the average so far. */
    String timing(int doneInModule, long nowMillis) {
        int done = doneBefore + doneInModule;
        Duration elapsed = Duration.ofMillis(nowMillis - startMillis);
        String left = done == 0 ? "no estimate yet"
                : "about " + format(elapsed.multipliedBy(total - done).dividedBy(done)) + " left";
        return "elapsed " + format(elapsed) + ", " + left;
    }

    static String format(Duration d) {
        long s = d.toSeconds();
        return s >= 3600 ? String.format("%dh%02dm", s / 3600, s % 3600 / 60)
                : s >= 60 ? String.format("%dm%02ds", s / 60, s % 60) : s + "s";
    }
}
