package ringside.launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import ringside.bench.Benchmarks;
import ringside.bench.IterationResultsProfiler;
import ringside.http.HttpBenchmarks;
import ringside.parameters.CpuAffinity;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.remote.RemoteBenchmark;
import ringside.workload.Workload;

/**
 * One module's benchmarks, one JMH run per variant and workload, so that progress can be told and the JSON file
 * is rewritten (atomically) after each: an interrupted or killed module keeps every benchmark it finished.
 */
final class ModuleRun {
    private final Parameters p;
    private final String framework;
    private final List<String> variants;
    private final List<String> jvmArgs;
    private final JmhArgs jmhArgs;
    private final Path resultFile;
    private final String cpuSet = CpuAffinity.current();
    /** Per variant and workload, why it cannot run this run's size (a limit it states before starting), or empty. */
    private BiFunction<String, Workload, Optional<String>> limits = (variant, workload) -> Optional.empty();
    private final List<String> notRun = new ArrayList<>();
    private Progress given; // the run's progress, when given; by default read from the environment

    ModuleRun(Parameters p, String framework, List<String> variants, List<String> jvmArgs, JmhArgs jmhArgs,
            Path resultFile) {
        this.p = p;
        this.framework = framework;
        this.variants = variants;
        this.jvmArgs = jvmArgs;
        this.jmhArgs = jmhArgs;
        this.resultFile = resultFile;
    }

    ModuleRun limits(BiFunction<String, Workload, Optional<String>> reasonByVariantAndWorkload) {
        this.limits = reasonByVariantAndWorkload;
        return this;
    }

    ModuleRun progress(Progress runProgress) {
        this.given = runProgress;
        return this;
    }

    /**
     * "loom/threads spawn: <why>" for every benchmark left out: its variant stated a limit it would hit, or it would
     * not end before the run's time budget does.
     */
    List<String> notRun() {
        return List.copyOf(notRun);
    }

    /** Runs everything; returns all results. A failed benchmark throws, after the finished ones were written. */
    List<RunResult> run() throws RunnerException {
        List<Workload> workloads = p.workloads();
        Progress progress = given != null ? given : Progress.fromEnvironment(variants.size() * workloads.size());
        List<RunResult> results = new ArrayList<>();
        int done = 0;
        for (String variant : variants) {
            for (Workload workload : workloads) {
                System.out.printf("%nringside: %s %s/%s %s on CPUs %s (%s)%n", progress.position(done), framework,
                        variant, workload.publicName(), cpuSet, progress.timing(done, System.currentTimeMillis()));
                int index = done;
                Optional<String> limit = limits.apply(variant, workload).or(() -> progress.late(index,
                        System.currentTimeMillis()).map(why -> Parameter.timeBudget + "="
                        + p.text(Parameter.timeBudget) + ": " + why));
                if (limit.isPresent()) { // said before any fork starts; the other benchmarks still run
                    String line = framework + "/" + variant + " " + workload.publicName() + ": " + limit.get();
                    System.out.println(Launcher.NOT_RUN + line);
                    notRun.add(line);
                    done++;
                    continue;
                }
                long started = System.nanoTime();
                Collection<RunResult> one = new Runner(options(variant, workload)).run();
                if (one.isEmpty()) {
                    throw new RunnerException(framework + "/" + variant + " " + workload.publicName()
                            + ": JMH returned no result");
                }
                results.addAll(one);
                JmhJson.write(results, resultFile);
                System.out.println(BenchmarkCost.LINE + cost(variant, workload, (System.nanoTime() - started) / 1e9)
                        .toTsv());
                done++;
            }
        }
        return results;
    }

    /** What a benchmark of this module run cost: for the suite's costs.tsv, and the estimates of later runs. */
    BenchmarkCost cost(String variant, Workload workload, double seconds) {
        return new BenchmarkCost(cpuSet, framework, variant, workload.publicName(), BenchmarkSizes.of(workload, p),
                BenchmarkSizes.count(workload, p), p.integer(Parameter.forks),
                BenchmarkCost.iterationSeconds(workload, p), seconds);
    }

    /** The JMH benchmark class of a workload: bench's, or remote's or http's, which are outside bench. */
    static Class<?> benchmarkOf(Workload workload) {
        return Benchmarks.classOf(workload).or(() -> HttpBenchmarks.classOf(workload)).orElse(RemoteBenchmark.class);
    }

    /** The suite's options over the user's jmhArgs (what both set, the suite's win; JMH merges profilers). */
    org.openjdk.jmh.runner.options.Options options(String variant, Workload workload) {
        Class<?> benchmark = benchmarkOf(workload);
        ChainedOptionsBuilder options = new OptionsBuilder()
                .parent(jmhArgs.options())
                .include("^" + Pattern.quote(benchmark.getName()) + "\\.")
                .param("variant", variant)
                .forks(p.integer(Parameter.forks))
                .jvmArgs(jvmArgs.toArray(String[]::new)) // replaces, not appends: no Maven options leak in
                .shouldFailOnError(true); // a wrong result or a timeout stops the run instead of being skipped
        if (workload.timed()) { // footprint's and latency's ops per fork are their own (their benchmarks say why)
            options.warmupIterations(p.integer(Parameter.warmupIterations))
                    .measurementIterations(p.integer(Parameter.iterations))
                    .warmupTime(TimeValue.milliseconds(p.integer(Parameter.iterationTime)))
                    .measurementTime(TimeValue.milliseconds(p.integer(Parameter.iterationTime)));
        }
        forkInputs().forEach(options::param);
        // every benchmark records its messages per op; footprint, latency and remote their own figures too
        options.addProfiler(IterationResultsProfiler.class);
        if (!jmhArgs.measuresAllocation()) { // allocation per message, in every run: bytes per op over all threads
            options.addProfiler(GCProfiler.class);
        }
        return options.build();
    }

    /**
     * Everything a fork reads, as JMH parameters (JMH gives each benchmark those it declares, and records them with
     * every result): each fork-scope parameter under its name, or, for a list run one value per benchmark, each value
     * under its per-value name (latencyRate). The launcher has resolved them (the pacer chosen, remote's server CPUs).
     */
    Map<String, String[]> forkInputs() {
        Map<String, String[]> inputs = new LinkedHashMap<>();
        inputs.put("framework", new String[] {framework});
        inputs.put("cpuSet", new String[] {cpuSet});
        for (Parameter parameter : Parameter.of(Parameter.Scope.FORK)) {
            inputs.put(parameter.eachAs() == null ? parameter.name() : parameter.eachAs(), parameter.eachAs() == null
                    ? new String[] {p.text(parameter)} : p.list(parameter).toArray(String[]::new));
        }
        String host = p.text(Parameter.remoteHost);
        if (!host.isEmpty()) { // the server's CPUs are that machine's: its remote-server says which, in the log
            inputs.put(Parameter.remoteCpuList.name(), new String[] {"at " + host});
        }
        return inputs;
    }
}
