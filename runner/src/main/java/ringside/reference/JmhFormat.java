package ringside.reference;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.SingleShotResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Version;
import ringside.bench.FootprintBenchmark;
import ringside.bench.IterationResults;
import ringside.bench.LatencyBenchmark;
import ringside.bench.RunningVariant;
import ringside.declaration.Declarations;
import ringside.http.HttpThroughputOp;
import ringside.workload.Workload;

/**
 * A reference's results as JMH's own objects, written by JMH's own JSON writer: each program run is a fork, each of
 * its lines an iteration ({@link AverageTimeResult}: ops and elapsed ns), so the score, its 95% error and the fork
 * means are JMH's statistics over the same data, and the report reads them unchanged. The benchmark name, parameters
 * and unit are those of the JVM workload's benchmark class, read from its annotations. Footprint and latency are
 * single-shot as their benchmarks: each line one op ({@link SingleShotResult}: its elapsed ns), its figures secondary
 * results as the benchmarks record them (footprint's under its own label, {@link FootprintBenchmark#PROCESS}).
 */
final class JmhFormat {

    private JmhFormat() {
    }

    /**
     * The JMH parameters the JVM benchmark of {@code workload} records (RunningVariant's and its own {@code @Param}
     * fields), each with its value from {@code values} (by name).
     */
    static List<String> parameterNames(Workload workload) {
        return Stream.concat(paramFields(RunningVariant.class), paramFields(benchmarkClass(workload)))
                .map(Field::getName).toList();
    }

    /**
     * One benchmark's run: {@code forks} program runs at the given settings.
     *
     * @param params every name of {@link #parameterNames} with its value
     * @param program the program and its leading arguments (recorded where JMH records the JVM and its arguments)
     */
    static RunResult run(Workload workload, Map<String, String> params, List<ProgramOutput> forks,
            long messagesPerOp, int iterationTimeMillis, List<String> program) {
        Class<?> benchmark = benchmarkClass(workload);
        TimeUnit unit = benchmark.getAnnotation(OutputTimeUnit.class).value();
        String method = Arrays.stream(benchmark.getMethods()).filter(m -> m.isAnnotationPresent(Benchmark.class))
                .map(Method::getName).findFirst().orElseThrow();
        WorkloadParams workloadParams = new WorkloadParams();
        List<String> names = parameterNames(workload);
        for (int i = 0; i < names.size(); i++) {
            String value = params.get(names.get(i));
            if (value == null) {
                throw new IllegalArgumentException("no value for the JMH parameter " + names.get(i));
            }
            workloadParams.put(names.get(i), value, i);
        }
        ProgramOutput first = forks.get(0);
        boolean singleShot = !workload.timed();
        TimeValue time = singleShot ? TimeValue.NONE : TimeValue.milliseconds(iterationTimeMillis);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, first.warmup().size(), time, 1);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, first.measured().size(), time, 1);
        BenchmarkParams bp = new BenchmarkParams(benchmark.getName() + "." + method, benchmark.getName(), false, 1,
                new int[] {1}, List.of(), forks.size(), 0, warmup, measurement,
                singleShot ? Mode.SingleShotTime : Mode.AverageTime, workloadParams, unit,
                1, program.get(0), program.subList(1, program.size()), first.version(), params.get("framework"),
                first.version(), Version.getPlainVersion(), TimeValue.NONE);
        List<BenchmarkResult> results = new ArrayList<>();
        for (ProgramOutput fork : forks) {
            List<IterationResult> iterations = new ArrayList<>();
            for (ProgramOutput.Iteration it : fork.measured()) {
                long ops = singleShot ? 1 : it.count();
                IterationResult result = new IterationResult(bp, measurement, new IterationResultMetaData(ops, ops));
                result.addResult(singleShot ? new SingleShotResult(ResultRole.PRIMARY, method, it.nanos(), unit)
                        : new AverageTimeResult(ResultRole.PRIMARY, method, it.count(), it.nanos(), unit));
                if (workload != Workload.HTTP_THROUGHPUT) { // its op's own figures hold each op's count
                    result.addResult(new ScalarResult(IterationResults.MESSAGES_PER_OP, messagesPerOp,
                            Declarations.of(workload).countedUnit() + "/op", AggregationPolicy.AVG));
                }
                figures(workload, it).forEach(result::addResult);
                iterations.add(result);
            }
            results.add(new BenchmarkResult(bp, iterations));
        }
        return new RunResult(bp, results);
    }

    /**
     * An iteration's own figures as its JVM benchmark records them: footprint's bytes per actor; latency's under its
     * labels and units, the nanoseconds the program printed in microseconds as LatencyResult gives them;
     * httpThroughput's as its op gives them (the runner runs its op, the program only serves).
     */
    static List<ScalarResult> figures(Workload workload, ProgramOutput.Iteration it) {
        return switch (workload) {
            case FOOTPRINT -> List.of(new ScalarResult(FootprintBenchmark.PROCESS, it.figure(ProgramOutput.BYTES)
                    / it.count(), FootprintBenchmark.UNIT, AggregationPolicy.AVG));
            case LATENCY -> ProgramOutput.LATENCY_FIGURES.stream().map(name -> name.equals(LatencyBenchmark.ACHIEVED)
                    ? new ScalarResult(LatencyBenchmark.PREFIX + name, it.figure(name), LatencyBenchmark.PER_SECOND,
                            AggregationPolicy.AVG)
                    : new ScalarResult(LatencyBenchmark.PREFIX + name, it.figure(name) / 1e3, LatencyBenchmark.MICROS,
                            AggregationPolicy.AVG)).toList();
            case HTTP_THROUGHPUT -> it.figures().entrySet().stream().map(f -> new ScalarResult(f.getKey(),
                    f.getValue(), HttpThroughputOp.unit(f.getKey()), AggregationPolicy.AVG)).toList();
            default -> List.of();
        };
    }

    private static Class<?> benchmarkClass(Workload workload) {
        return Declarations.of(workload).benchmark();
    }

    private static Stream<Field> paramFields(Class<?> type) {
        return Arrays.stream(type.getFields()).filter(f -> f.isAnnotationPresent(Param.class));
    }
}
