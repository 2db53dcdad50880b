package ringside.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import ringside.output.OutputLayout;

/**
 * A run's results as the report reads them, a benchmark's forks from several files merged: what the suite's
 * precision round and a comparison of two runs read, so they see the same rows and errors as the report.
 */
public final class StoredResults {
    private StoredResults() {
    }

    /** The timed results of the run in outDir (ring, pingpong, fanout, ...), in report order. */
    public static List<Measurement> timed(Path outDir) throws IOException {
        return ComparisonTable.read(Report.runs(new OutputLayout(outDir).jmh())).rows();
    }
}
