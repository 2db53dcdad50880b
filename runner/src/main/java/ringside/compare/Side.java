package ringside.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.report.Measurement;
import ringside.report.RecordedEnvironment;
import ringside.report.StoredResults;

/**
 * One of the two runs compared, "A" or "B": its folder, its env.json, its timed rows and its footprint, latency and
 * remote results, as its report reads them.
 */
record Side(String name, Path folder, RecordedEnvironment env, List<Measurement> rows, List<FigureResult> figures) {

    Side {
        rows = List.copyOf(rows);
        figures = List.copyOf(figures);
    }

    /**
     * The run in {@code folder}; refused (IllegalArgumentException, naming the side and why) when the folder is
     * missing, holds no run, cannot be read, or has no result to compare.
     */
    static Side read(String name, Path folder) throws IOException {
        String which = name + " ('" + folder + "')";
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(which + " is not a folder; give two result folders of ./benchmark.sh");
        }
        OutputLayout layout = new OutputLayout(folder);
        if (!layout.holdsARun()) {
            throw new IllegalArgumentException(which + " holds no Ringside run (no " + OutputLayout.JMH + "/ or "
                    + OutputLayout.STATUS + ")");
        }
        StoredResults.EveryKind results;
        try {
            results = StoredResults.everyKind(folder);
        } catch (RuntimeException e) { // a JMH file that is not JSON, or not a Ringside benchmark's
            throw new IllegalArgumentException(which + ": " + e.getMessage(), e);
        }
        if (results.isEmpty()) {
            throw new IllegalArgumentException(which + " holds no result to compare (timed: ring, pingpong, fanout,"
                    + " ...; footprint, latency or remote)");
        }
        return new Side(name, folder, RecordedEnvironment.read(layout.env()), results.timed(),
                FigureResult.of(results));
    }

    /** Whether the run was a quick one (quick=1): a smoke test, whose numbers are not findings. */
    boolean quick() {
        return env.text("parameters", Parameter.quick.name()).equals("1");
    }
}
