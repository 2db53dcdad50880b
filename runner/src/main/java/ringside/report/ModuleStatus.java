package ringside.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How one module fared on one CPU set, as the suite recorded it in {@code status.tsv}
 * (cpuSet, framework, status, detail; tab-separated): ok, failed, timed-out, killed, interrupted or skipped; and,
 * besides a module's own line, a line for each benchmark of its own: not-run for one its launcher left out because
 * the variant stated a limit it would hit, failed for one that failed while the module went on (detail: which
 * benchmark, "label workload: ", then the limit or the reason).
 */
public record ModuleStatus(String cpuSet, String framework, String status, String detail) {
    public static final String NOT_RUN = "not-run";
    /** A module's run that failed, or, on a benchmark's own line, that benchmark. */
    public static final String FAILED = "failed";
    /** The suite's status for a module none of whose variants the run asked for. */
    public static final String SKIPPED = "skipped";

    public boolean ok() {
        return status.equals("ok");
    }

    /**
     * True when nothing went wrong: the run asked for none of the module's variants (skipped), or a variant said
     * before it started that it cannot run the benchmark, by design (no remoting, not made for the workload) or by a
     * limit it states (not-run). The report lists these quietly, apart from failures.
     */
    public boolean expected() {
        return status.equals(NOT_RUN) || status.equals(SKIPPED);
    }

    /** True when a run went wrong: it failed (a crash, an invalid result), timed out, was killed or interrupted. */
    public boolean failure() {
        return !ok() && !expected();
    }

    /**
     * True for the not-run line of this framework/variant label on this workload (the launcher writes its detail as
     * "label workload: why").
     */
    public boolean notRun(String label, String workload) {
        return status.equals(NOT_RUN) && detail.startsWith(label + " " + workload + ": ");
    }

    /**
     * The benchmark a benchmark's own line names, "pekko/typed big" (its detail reads "label workload: why"); empty
     * for a module's own line, whose detail never starts with one of the module's labels.
     */
    public Optional<String> benchmark() {
        int colon = detail.indexOf(": ");
        String named = colon > 0 ? detail.substring(0, colon) : "";
        return named.startsWith(framework + "/") && named.contains(" ") ? Optional.of(named) : Optional.empty();
    }

    /** The framework/variant label of a benchmark's own line, "pekko/typed"; empty for a module's own line. */
    public Optional<String> label() {
        return benchmark().map(b -> b.substring(0, b.indexOf(' ')));
    }

    /** What the line says beside the benchmark it names (the limit, the reason): its whole detail on a module's. */
    public String reason() {
        return benchmark().map(b -> detail.substring(b.length() + 2)).orElse(detail);
    }

    /** True for the failed line of this framework/variant label's benchmark (workload, or workload and depth). */
    public boolean failed(String label, String benchmark) {
        return status.equals(FAILED) && benchmark().equals(Optional.of(label + " " + benchmark));
    }

    /** Its line in status.tsv, as {@link #read} reads it back. */
    public String toTsvLine() {
        return String.join("\t", cpuSet, framework, status, detail.replaceAll("[\t\n]", " ")) + "\n";
    }

    public static List<ModuleStatus> read(Path statusTsv) throws IOException {
        if (!Files.exists(statusTsv)) {
            return List.of();
        }
        return Files.readAllLines(statusTsv).stream().filter(l -> !l.isBlank()).map(l -> {
            String[] f = l.split("\t", 4);
            if (f.length < 3) {
                throw new IllegalArgumentException(statusTsv + ": not a status line: " + l);
            }
            return new ModuleStatus(f[0], f[1], f[2], f.length == 4 ? f[3] : "");
        }).toList();
    }
}
