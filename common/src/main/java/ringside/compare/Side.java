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

/** One of the two runs compared, "A" or "B": its folder, its env.json and its timed rows as its report reads them. */
record Side(String name, Path folder, RecordedEnvironment env, List<Measurement> rows) {

    /**
     * The run in {@code folder}; refused (IllegalArgumentException, naming the side and why) when the folder is
     * missing, holds no run, cannot be read, or has no timed result to compare.
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
        List<Measurement> rows;
        try {
            rows = StoredResults.timed(folder);
        } catch (RuntimeException e) { // a JMH file that is not JSON, or not a Ringside benchmark's
            throw new IllegalArgumentException(which + ": " + e.getMessage(), e);
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(which + " holds no timed result (ring, pingpong, fanout, ...) to"
                    + " compare; footprint, latency and remote results are not compared yet");
        }
        return new Side(name, folder, RecordedEnvironment.read(layout.env()), rows);
    }

    /** Whether the run was a quick one (quick=1): a smoke test, whose numbers are not findings. */
    boolean quick() {
        return env.text("parameters", Parameter.quick.name()).equals("1");
    }
}
