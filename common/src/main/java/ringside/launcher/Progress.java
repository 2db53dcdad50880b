package ringside.launcher;

import java.time.Duration;
import java.util.Map;

/**
 * Progress over a whole run: the suite passes how many benchmarks came before this module, how many there
 * are in all and when the run started (env vars named below), so every module prints the run's progress, not
 * only its own.
 */
public record Progress(int doneBefore, int total, long startMillis) {
    /** Env var: benchmarks of the run that came before this module. */
    public static final String DONE = "progressDone";
    /** Env var: benchmarks in the whole run. */
    public static final String TOTAL = "progressTotal";
    /** Env var: when the run started, in seconds since the epoch. */
    public static final String START = "progressStart";

    public static Progress fromEnvironment(int benchmarksOfThisModule) {
        String done = System.getenv(DONE);
        String total = System.getenv(TOTAL);
        String start = System.getenv(START);
        if (done == null || total == null || start == null) {
            return new Progress(0, benchmarksOfThisModule, System.currentTimeMillis());
        }
        return new Progress(Integer.parseInt(done), Integer.parseInt(total), Long.parseLong(start) * 1000);
    }

    /** The env vars that hand this progress to a module's launcher, read back by {@link #fromEnvironment}. */
    public Map<String, String> environment() {
        return Map.of(DONE, Integer.toString(doneBefore), TOTAL, Integer.toString(total),
                START, Long.toString(startMillis / 1000));
    }

    /** "[3/12]": the benchmark about to start, of all in the run. */
    public String position(int doneInModule) {
        return "[" + (doneBefore + doneInModule + 1) + "/" + total + "]";
    }

    /** "elapsed 1m05s, about 4m20s left": the estimate assumes the rest take as long as the average so far. */
    public String timing(int doneInModule, long nowMillis) {
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
