package ringside.launcher;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's own terminal output, unchanged, that also keeps each fork's warm-up scores, which JMH's JSON leaves out: the
 * report judges from them where each fork's warm-up ended ({@link ringside.statistics.SteadyState}).
 */
final class WarmupRecorder implements OutputFormat {
    private final OutputFormat out;
    private final Map<String, List<List<Double>>> forks = new HashMap<>(); // per benchmark id, each fork's warm-up

    WarmupRecorder(OutputFormat out) {
        this.out = out;
    }

    /** Each fork's warm-up scores of the benchmark that gave {@code result}, in fork order; empty if none ran. */
    List<List<Double>> of(RunResult result) {
        return forks.getOrDefault(result.getParams().id(), List.of());
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
        out.iteration(benchParams, params, iteration);
    }

    @Override
    public void iterationResult(BenchmarkParams benchParams, IterationParams params, int iteration,
            IterationResult data) {
        if (params.getType() == IterationType.WARMUP) {
            List<List<Double>> benchmark = forks.computeIfAbsent(benchParams.id(), k -> new ArrayList<>());
            if (iteration == 1) { // a fork's first warm-up iteration: a new fork
                benchmark.add(new ArrayList<>());
            }
            benchmark.get(benchmark.size() - 1).add(data.getPrimaryResult().getScore());
        }
        out.iterationResult(benchParams, params, iteration, data);
    }

    @Override
    public void startBenchmark(BenchmarkParams benchParams) {
        out.startBenchmark(benchParams);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        out.endBenchmark(result);
    }

    @Override
    public void startRun() {
        out.startRun();
    }

    @Override
    public void endRun(Collection<RunResult> result) {
        out.endRun(result);
    }

    @Override
    public void print(String s) {
        out.print(s);
    }

    @Override
    public void println(String s) {
        out.println(s);
    }

    @Override
    public void flush() {
        out.flush();
    }

    @Override
    public void close() { // JMH closes its format at the end of a run: System.out stays open for what follows
        out.flush();
    }

    @Override
    public void verbosePrintln(String s) {
        out.verbosePrintln(s);
    }

    @Override
    public void write(int b) {
        out.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        out.write(b);
    }
}
