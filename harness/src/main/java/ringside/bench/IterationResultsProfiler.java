package ringside.bench;

import java.util.Collection;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;

/** Adds what the benchmark recorded in {@link IterationResults} to each iteration's results (in the fork). */
public final class IterationResultsProfiler implements InternalProfiler {

    @Override
    public String getDescription() {
        return "Ringside: figures a benchmark measures or counts itself, such as memory per actor and messages per op";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        IterationResults.drain(); // nothing from an earlier iteration may count in this one
    }

    @Override
    public Collection<? extends Result<?>> afterIteration(BenchmarkParams benchmarkParams,
            IterationParams iterationParams, IterationResult result) {
        return IterationResults.drain();
    }
}
