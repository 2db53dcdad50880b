package ringside.launcher;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.AsyncProfiler;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import ringside.bench.IterationResultsProfiler;
import ringside.declaration.Declarations;
import ringside.parameters.CpuAffinity;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * One module's benchmarks, one JMH run per variant and workload, so that progress can be told and the JSON file
 * is rewritten (atomically) after each: an interrupted or killed module keeps every benchmark it finished. A
 * benchmark that fails (a fork's JVM dies, a wrong result, an op past opTimeout) is named with its reason, and the
 * module goes on with the next: one crash costs one benchmark, not the module's others.
 */
final class ModuleRun {
    /** Runs one benchmark's JMH run: JMH's own runner, or a test's stand-in. */
    @FunctionalInterface
    interface Jmh {
        Collection<RunResult> run(Options options) throws RunnerException;
    }

    /** A benchmark that failed, "loom/threads ring", and the first line of its cause. */
    record Failed(String benchmark, String reason) {
        /** "loom/threads ring: reason", as the launcher prints it and status.tsv keeps it. */
        String line() {
            return benchmark + ": " + reason;
        }
    }

    /** A profiled fork's failure says so: its module's scores stand. */
    static final String PROFILED = "profiled fork, never scored: ";

    private final Parameters p;
    private final String framework;
    private final List<String> variants;
    private final List<String> jvmArgs;
    private final JmhArgs jmhArgs;
    private final Path resultFile;
    private final String cpuSet = CpuAffinity.current();
    /**
     * Per variant and workload, why it refuses it whatever the CPUs (by design or at this run's sizes), or empty: said
     * first and left out of the count, as the suite's plan leaves them out.
     */
    private BiFunction<String, Workload, Optional<String>> refusals = (variant, workload) -> Optional.empty();
    /** Per variant and workload, why it cannot run here (a limit it states before starting), or empty. */
    private BiFunction<String, Workload, Optional<String>> limits = (variant, workload) -> Optional.empty();
    private final List<String> notRun = new ArrayList<>();
    private final List<Failed> failed = new ArrayList<>();
    private int benchmarks; // of this run: variants x workloads, but those refused
    private Jmh jmh = this::runJmh;
    /** Each result's forks' warm-up scores, as JMH's output gave them: JMH's JSON leaves them out. */
    private final Map<RunResult, List<List<Double>>> warmups = new IdentityHashMap<>();
    private Progress given; // the run's progress, when given; by default read from the environment
    private ProfiledForks profiled; // profile: each benchmark's one fork runs under async-profiler, never scored

    ModuleRun(Parameters p, String framework, List<String> variants, List<String> jvmArgs, JmhArgs jmhArgs,
            Path resultFile) {
        this.p = p;
        this.framework = framework;
        this.variants = variants;
        this.jvmArgs = jvmArgs;
        this.jmhArgs = jmhArgs;
        this.resultFile = resultFile;
    }

    ModuleRun refusals(BiFunction<String, Workload, Optional<String>> reasonByVariantAndWorkload) {
        this.refusals = reasonByVariantAndWorkload;
        return this;
    }

    ModuleRun limits(BiFunction<String, Workload, Optional<String>> reasonByVariantAndWorkload) {
        this.limits = reasonByVariantAndWorkload;
        return this;
    }

    ModuleRun progress(Progress runProgress) {
        this.given = runProgress;
        return this;
    }

    /** Makes this run the profiled one: one fork per benchmark under async-profiler, its flame graph kept. */
    ModuleRun profiled(ProfiledForks forks) {
        this.profiled = forks;
        return this;
    }

    /** JMH's run, its terminal output JMH's own, each fork's warm-up scores kept ({@link WarmupRecorder}). */
    private Collection<RunResult> runJmh(Options options) throws RunnerException {
        WarmupRecorder recorder = new WarmupRecorder(OutputFormatFactory.createFormatInstance(System.out,
                options.verbosity().orElse(VerboseMode.NORMAL)));
        Collection<RunResult> results = new Runner(options, recorder).run();
        results.forEach(r -> warmups.put(r, recorder.of(r)));
        return results;
    }

    ModuleRun jmh(Jmh runner) {
        this.jmh = runner;
        return this;
    }

    /**
     * "loom/threads spawn: <why>" for every benchmark left out: its variant stated a limit it would hit, or it would
     * not end before the run's time budget does.
     */
    List<String> notRun() {
        return List.copyOf(notRun);
    }

    /** Every benchmark that failed, in the order they ran: no result of theirs is kept, not even a finished fork's. */
    List<Failed> failed() {
        return List.copyOf(failed);
    }

    /**
     * The module run's failure when a benchmark failed: "1 of 6 benchmarks failed: pekko/typed big: reason", each
     * failed one with its reason, so that the module's own line says why too.
     */
    Optional<String> failure() {
        return failed.isEmpty() ? Optional.empty() : Optional.of(failed.size() + " of " + benchmarks
                + " benchmarks failed: " + String.join("; ", failed.stream().map(Failed::line).toList()));
    }

    /**
     * Runs everything; returns the results of the benchmarks that finished, written after each. A benchmark whose
     * JMH run fails is said at once and kept in {@link #failed()}, and the next one runs.
     */
    List<RunResult> run() {
        List<Map.Entry<String, Workload>> planned = new ArrayList<>();
        for (String variant : variants) {
            for (Workload workload : p.workloads()) {
                Optional<String> refused = refusals.apply(variant, workload);
                if (refused.isPresent()) {
                    String line = framework + "/" + variant + " " + workload.publicName() + ": " + refused.get();
                    System.out.println(Launcher.NOT_RUN + line);
                    notRun.add(line);
                } else {
                    planned.add(Map.entry(variant, workload));
                }
            }
        }
        benchmarks = planned.size();
        Progress progress = given != null ? given : Progress.fromEnvironment(benchmarks);
        List<RunResult> results = new ArrayList<>();
        int done = 0;
        for (Map.Entry<String, Workload> next : planned) {
            String variant = next.getKey();
            Workload workload = next.getValue();
            System.out.printf("%nringside: %s %s/%s %s on CPUs %s (%s)%n", progress.position(done), framework,
                    variant, workload.publicName(), cpuSet, progress.timing(done, System.currentTimeMillis()));
            String benchmark = framework + "/" + variant + " " + workload.publicName();
            int index = done;
            Optional<String> limit = limits.apply(variant, workload).or(() -> progress.outOfBudget(index,
                    System.currentTimeMillis(), p));
            if (limit.isPresent()) { // said before any fork starts; the other benchmarks still run
                String line = benchmark + ": " + limit.get();
                System.out.println(Launcher.NOT_RUN + line);
                notRun.add(line);
                done++;
                continue;
            }
            long started = System.nanoTime();
            Collection<RunResult> one;
            try {
                if (profiled != null) {
                    profiled.prepare();
                }
                one = jmh.run(options(variant, workload));
                if (one.isEmpty()) {
                    throw new RunnerException("JMH returned no result");
                }
            } catch (RunnerException | IOException e) { // JMH's run ended at the failure: none of its forks is a result
                Failed failure = new Failed(benchmark, (profiled == null ? "" : PROFILED) + FailureReason.of(e));
                System.out.println(Launcher.BENCHMARK_FAILED + failure.line());
                failed.add(failure);
                done++;
                continue;
            }
            results.addAll(one);
            JmhJson.write(results, resultFile, r -> warmups.getOrDefault(r, List.of()));
            if (profiled == null) {
                System.out.println(cost(variant, workload, (System.nanoTime() - started) / 1e9).line());
            } else { // a profiled fork's cost is the profiler's too: no estimate of a scored fork rests on it
                for (String why : graphsOf(one, workload)) {
                    Failed failure = new Failed(benchmark, PROFILED + why);
                    System.out.println(Launcher.BENCHMARK_FAILED + failure.line());
                    failed.add(failure);
                }
            }
            done++;
        }
        if (profiled != null) {
            try {
                profiled.clean();
            } catch (IOException e) { // its graphs are kept and listed: an empty folder left behind harms none
                System.out.println("ringside: cannot remove the profiler's own folders: " + e.getMessage());
            }
        }
        return results;
    }

    /** The profiled forks' graphs moved into place; why, for each result whose fork left none. */
    private List<String> graphsOf(Collection<RunResult> one, Workload workload) {
        try {
            return profiled.collect(one, framework, workload, cpuSet);
        } catch (IOException e) {
            return List.of("its flame graph could not be kept (" + e.getMessage() + ")");
        }
    }

    /** What a benchmark of this module run cost: for the suite's costs.tsv, and the estimates of later runs. */
    BenchmarkCost cost(String variant, Workload workload, double seconds) {
        return BenchmarkCost.of(cpuSet, framework, variant, workload, p, BenchmarkSizes.count(workload, p), seconds);
    }

    /** The JMH benchmark class of a workload, as its declaration names it. */
    static Class<?> benchmarkOf(Workload workload) {
        return Declarations.of(workload).benchmark();
    }

    /** The suite's options over the user's jmhArgs (what both set, the suite's win; JMH merges profilers). */
    Options options(String variant, Workload workload) {
        Class<?> benchmark = benchmarkOf(workload);
        ChainedOptionsBuilder options = new OptionsBuilder()
                .parent(jmhArgs.options())
                .include("^" + Pattern.quote(benchmark.getName()) + "\\.")
                .param("variant", variant)
                .forks(profiled == null ? p.integer(Parameter.forks) : 1)
                .jvmArgs(forkJvmArgs()) // replaces, not appends: no Maven options leak in
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
        if (profiled != null) {
            options.addProfiler(AsyncProfiler.class, profiled.profilerOptions());
        }
        return options.build();
    }

    /** The fork's JVM arguments, and a profiled fork's own ({@link ProfiledForks#jvmArgs()}). */
    private String[] forkJvmArgs() {
        List<String> args = new ArrayList<>(jvmArgs);
        if (profiled != null) {
            args.addAll(ProfiledForks.jvmArgs());
        }
        return args.toArray(String[]::new);
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
