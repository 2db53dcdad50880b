package ringside.reference;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openjdk.jmh.results.RunResult;
import ringside.bench.IterationResults;
import ringside.declaration.Declarations;
import ringside.declaration.WorkloadDeclaration;
import ringside.http.HttpLoad;
import ringside.http.HttpLoadProgram;
import ringside.http.HttpThroughputOp;
import ringside.http.PlaintextCheck;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.FailureReason;
import ringside.launcher.FrameworkDescription;
import ringside.launcher.JmhJson;
import ringside.launcher.Launcher;
import ringside.launcher.Progress;
import ringside.parameters.CpuAffinity;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.report.FootprintTable;
import ringside.report.Report;
import ringside.workload.Workload;

/**
 * Runs one reference program as the suite runs a module's launcher: {@code --reference <name> --sources <folder>
 * --plan <file> [--describe <file>]}. It reads the same plan, describes itself the same way (plus a reference marker),
 * prints the same progress, not-run, cost and failure lines, runs {@code forks} fresh processes per benchmark and
 * writes the resultFile in JMH's JSON format ({@link JmhFormat}). A benchmark that would not end within timeBudget
 * is not run, as in a module. A missing toolchain makes every benchmark not run, with the command that installs it.
 * Exit status: 0 done, 1 the run failed, 2 an argument or parameter refused.
 */
public final class ReferenceLauncher {
    public static final String REFERENCE = "--reference";
    public static final String SOURCES = "--sources";
    /** Where builds go, under the references folder (git-ignored). */
    public static final String BUILD_FOLDER = "target";

    private final PrintStream out;
    private final Map<String, String> environment;

    ReferenceLauncher(PrintStream out, Map<String, String> environment) {
        this.out = out;
        this.environment = environment;
    }

    public static void main(String[] args) {
        int status;
        try {
            status = new ReferenceLauncher(System.out, System.getenv()).run(args);
        } catch (ParameterException e) {
            System.err.println("ringside: " + e.getMessage());
            status = 2;
        } catch (IOException | RuntimeException e) {
            System.out.flush();
            System.err.println(Launcher.RUN_FAILED + FailureReason.of(e));
            status = 1;
        }
        System.exit(status);
    }

    int run(String[] args) throws IOException {
        Map<String, String> named = arguments(args);
        Reference reference = Reference.named(named.get(REFERENCE)).orElseThrow(() -> new ParameterException(
                "frameworks: unknown reference '" + named.get(REFERENCE) + "'; accepted: " + Reference.namesText()));
        Path sources = Path.of(named.get(SOURCES)).toAbsolutePath();
        Parameters p = Parameters.fromPlan(Files.readString(Path.of(named.get(Launcher.PLAN))));
        ReferenceProgram program = new ReferenceProgram(reference, sources, sources.resolve(BUILD_FOLDER),
                environment);
        List<String> variants = p.list(Parameter.variants);
        if (!reference.variants().containsAll(variants)) {
            throw new ParameterException("variants: " + reference.frameworkName() + " has "
                    + (reference.variants().size() == 1 ? "one variant, " : "the variants ")
                    + String.join(", ", reference.variants()) + "; asked for " + String.join(",", variants));
        }
        if (named.containsKey(Launcher.DESCRIBE)) {
            Files.writeString(Path.of(named.get(Launcher.DESCRIBE)), description(program, p));
            reference.variants().forEach(out::println);
            return 0;
        }
        return measure(program, p);
    }

    /**
     * A workload the variant never plays, at any depth (as its description lists it for the suite's plan): the other
     * variant plays it, or the program plays it with neither; the depths a program skips are said per depth.
     */
    static Optional<String> refusal(Reference r, String variant, Workload workload) {
        return r.otherVariantPlays(variant, workload).or(() -> Declarations.takesStackDepth(workload)
                ? Optional.empty() : r.notPlayed(workload, 0));
    }

    static String description(ReferenceProgram program, Parameters p) {
        Reference r = program.reference();
        Map<String, String> marker = new LinkedHashMap<>();
        marker.put("language", r.language());
        marker.put("outside", "the JVM");
        marker.put("install", r.installCommand());
        Tools named = Tools.byName(r); // the commands as a reader types them, in the checkout, no machine's paths
        Path sources = Path.of(Reference.FOLDER);
        marker.put("build", (r.buildFolder(sources).equals(sources) ? "" : "in " + r.buildFolder(sources) + ": ")
                + String.join(" ", r.build(named, sources, Path.of("<out>"), false)));
        marker.put("run", String.join(" ", r.run(named, Path.of("<out>"), "<p>")) + " name=value...");
        marker.put(FootprintTable.REFERENCE_MEASURE, r.footprintMeasure());
        program.tools().missing().ifPresent(tool -> marker.put("missing", Tools.notInstalled(r, tool)));
        Map<String, Map<String, String>> refuses = new LinkedHashMap<>(); // what each never plays; depths aside
        for (String variant : r.variants()) {
            p.workloads().forEach(w -> refusal(r, variant, w).ifPresent(why -> refuses
                    .computeIfAbsent(variant, v -> new LinkedHashMap<>()).put(w.publicName(), why)));
        }
        Map<String, String> stacks = new LinkedHashMap<>(); // the HTTP variant's stack, with the toolchain's version
        r.httpVariant().ifPresent(h -> stacks.put(h.name(), h.stack() + " of " + program.toolchainVersion()));
        return FrameworkDescription.reference(r.frameworkName(), program.toolchainVersion(), r.licence(),
                r.descriptions(), stacks, marker, refuses);
    }

    private int measure(ReferenceProgram program, Parameters plan) throws IOException {
        Reference r = program.reference();
        // the pacer chosen once, here, as the JVM's launcher chooses it for its forks; the program takes it as given
        Parameters p = plan.with(Parameter.pacer, plan.pacer(Runtime.getRuntime().availableProcessors()).publicName());
        List<String> selected = p.list(Parameter.variants).isEmpty() ? r.variants() : p.list(Parameter.variants);
        String cpuSet = CpuAffinity.current();
        List<String> notRun = new ArrayList<>();
        List<Workload> workloads = new ArrayList<>(); // but those it never plays: said first, not counted, as planned
        for (Workload workload : p.workloads()) {
            for (String variant : selected) {
                refusal(r, variant, workload).ifPresentOrElse(why -> notRun.add(notRun(r.frameworkName() + "/"
                        + variant, workload.publicName(), why)), () -> workloads.add(workload));
            }
        }
        Path resultFile = Path.of(p.text(Parameter.resultFile).isEmpty()
                ? Reference.FOLDER + "/" + BUILD_FOLDER + "/" + r.frameworkName() + ".json"
                : p.text(Parameter.resultFile)).toAbsolutePath();
        Files.createDirectories(resultFile.getParent());
        Progress progress = Progress.fromEnvironment(environment, workloads.size());
        out.printf("ringside: %s %s (reference, outside the JVM), variants %s, workloads %s, parallelism %d, CPUs"
                + " %s%n  parameters: %s%n  results: %s%n", r.frameworkName(), program.toolchainVersion(),
                String.join(",", selected),
                p.text(Parameter.benchmarks), p.integer(Parameter.parallelism), cpuSet, p, resultFile);
        Optional<String> missing = program.tools().missing().map(tool -> Tools.notInstalled(r, tool));
        Path built = null;
        List<RunResult> results = new ArrayList<>();
        int done = 0;
        for (Workload workload : workloads) {
            String label = r.frameworkName() + "/" + r.variantFor(workload);
            out.printf("%nringside: %s %s %s on CPUs %s (%s)%n", progress.position(done), label,
                    workload.publicName(), cpuSet, progress.timing(done, System.currentTimeMillis()));
            int index = done++;
            Optional<String> limit = missing.or(() ->
                    workload == Workload.HTTP_THROUGHPUT ? Launcher.loadGeneratorMissing(p) : Optional.empty());
            if (limit.isPresent() && !Declarations.takesStackDepth(workload)) {
                notRun.add(notRun(label, workload.publicName(), limit.get()));
                continue;
            }
            // as a module's launcher: a benchmark that would not end within timeBudget is not run, for the same reason
            Optional<String> late = missing.isPresent() ? Optional.empty()
                    : progress.outOfBudget(index, System.currentTimeMillis(), p);
            if (late.isPresent()) {
                notRun.add(notRun(label, workload.publicName(), late.get()));
                continue;
            }
            // one benchmark per latency rate, stack depth and connection count, as JMH runs one per value of its parameter
            List<Parameters> benchmarks = new ArrayList<>();
            if (workload == Workload.LATENCY) {
                p.list(Parameter.latencyRates).forEach(rate -> benchmarks.add(p.with(Parameter.latencyRates, rate)));
            } else if (workload == Workload.HTTP_THROUGHPUT) {
                p.list(Parameter.httpConnections).forEach(count -> benchmarks.add(p.with(Parameter.httpConnections,
                        count)));
            } else if (Declarations.takesStackDepth(workload)) {
                for (int depth : p.stackDepths()) {
                    Optional<String> why = missing.or(() -> r.notPlayed(workload, depth));
                    if (why.isPresent()) {
                        notRun.add(notRun(label, Declarations.name(workload, depth), why.get()));
                    } else {
                        benchmarks.add(p.with(Parameter.stackDepth, Integer.toString(depth)));
                    }
                }
            } else {
                benchmarks.add(p);
            }
            if (benchmarks.isEmpty()) {
                continue;
            }
            if (built == null) {
                built = program.build(false);
                out.println("ringside: built " + String.join(" ", program.buildCommand(built, false)));
            }
            long started = System.nanoTime(); // the build aside, as a module's build is
            int measured = 0;
            for (Parameters one : benchmarks) {
                List<ProgramOutput> forks = new ArrayList<>();
                try {
                    for (int fork = 1; fork <= one.integer(Parameter.forks); fork++) {
                        out.println("# Fork: " + fork + " of " + one.integer(Parameter.forks) + ": "
                                + String.join(" ", program.command(built, one, workload)));
                        ProgramOutput o = workload == Workload.HTTP_THROUGHPUT ? throughputFork(program, built, one)
                                : program.runFork(built, one, workload);
                        o.measured().forEach(it -> out.printf("Iteration: %d %s in %d ns%n", it.count(),
                                Declarations.of(workload).countName(), it.nanos()));
                        forks.add(o);
                    }
                } catch (ReferenceProgram.CannotHold e) {
                    notRun.add(notRun(label, benchmarkName(one, workload), e.getMessage()));
                    continue;
                } catch (ReferenceProgram.ProgramFailure e) {
                    if (!results.isEmpty()) {
                        JmhJson.write(results, resultFile); // what finished is kept
                    }
                    throw e;
                }
                results.add(JmhFormat.run(workload, params(r, one, workload, cpuSet), forks,
                        messagesPerOp(one, workload), one.integer(Parameter.iterationTime), r.run(program.tools(),
                                built, one.text(Parameter.parallelism))));
                JmhJson.write(results, resultFile);
                measured++;
            }
            if (measured > 0) { // its cost for costs.tsv, as a module's launcher prints it: later runs estimate from it
                out.println(BenchmarkCost.of(cpuSet, r.frameworkName(), r.variantFor(workload), workload, p, measured,
                        (System.nanoTime() - started) / 1e9).line());
            }
        }
        out.println();
        if (!results.isEmpty()) {
            out.print(Report.summaryOf(resultFile));
        }
        notRun.forEach(line -> out.println(Launcher.NOT_RUN + line));
        return 0;
    }

    /**
     * One httpThroughput fork: the program serves the plaintext exchange (pinned as this launcher is, to the run's
     * CPU set), and the JVM benchmark's op ({@link HttpThroughputOp}) drives it with the load generator on
     * loadCpuList, its fixed ops per fork. The server is checked to answer before any op, and killed at the end.
     */
    static ProgramOutput throughputFork(ReferenceProgram program, Path built, Parameters one) throws IOException {
        Reference r = program.reference();
        int connections = Integer.parseInt(connectionCount(one));
        Duration timeout = Duration.ofSeconds(one.integer(Parameter.opTimeout));
        String what = r.frameworkName() + "/" + r.variantFor(Workload.HTTP_THROUGHPUT) + " "
                + Workload.HTTP_THROUGHPUT.publicName() + ", "
                + connections + " connections";
        try {
            HttpLoad load = new HttpLoad(HttpLoadProgram.build(), one.text(Parameter.loadCpuList), connections,
                    one.integer(Parameter.httpDuration), timeout);
            try (ReferenceServer server = program.serve(built, one)) {
                PlaintextCheck.answers(server.port(), timeout);
                HttpThroughputOp op = new HttpThroughputOp(load, one.integer(Parameter.httpLoadShare), what);
                WorkloadDeclaration declared = Declarations.of(Workload.HTTP_THROUGHPUT);
                int warmupOps = declared.warmupIterations(one);
                List<ProgramOutput.Iteration> warmup = new ArrayList<>();
                List<ProgramOutput.Iteration> measured = new ArrayList<>();
                for (int i = 0; i < warmupOps + declared.iterations(one); i++) {
                    long start = System.nanoTime();
                    Map<String, Double> figures = op.run(server.port(), i >= warmupOps);
                    long nanos = System.nanoTime() - start;
                    (i < warmupOps ? warmup : measured).add(new ProgramOutput.Iteration(
                            figures.get(IterationResults.MESSAGES_PER_OP).longValue(), nanos, figures));
                }
                return new ProgramOutput(server.version(), warmup, measured);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ReferenceProgram.ProgramFailure(what + ": interrupted");
        }
    }

    /** The benchmark's one connection count (the first where the plan lists several). */
    static String connectionCount(Parameters p) {
        return p.list(Parameter.httpConnections).get(0);
    }

    /** "go/goroutines latency: why", said at once (the suite records it as it reads it, too). */
    private String notRun(String label, String benchmark, String why) {
        String line = label + " " + benchmark + ": " + why;
        out.println(Launcher.NOT_RUN + line);
        return line;
    }

    /** The benchmark's name in not-run lines: "ring, stackDepth 64" where it has a depth above 0. */
    private static String benchmarkName(Parameters one, Workload workload) {
        return Declarations.takesStackDepth(workload) ? Declarations.name(workload, ReferenceProgram.stackDepth(one))
                : workload.publicName();
    }

    /** The JMH parameters the JVM benchmark records, with this run's values. */
    static Map<String, String> params(Reference r, Parameters p, Workload workload, String cpuSet) {
        Map<String, String> params = new LinkedHashMap<>();
        for (String name : JmhFormat.parameterNames(workload)) {
            params.put(name, switch (name) {
                case "framework" -> r.frameworkName();
                case "variant" -> r.variantFor(workload);
                case "cpuSet" -> cpuSet;
                case "latencyRate" -> ReferenceProgram.latencyRate(p);
                case "stackDepth" -> Integer.toString(ReferenceProgram.stackDepth(p));
                case "httpConnectionCount" -> connectionCount(p);
                default -> p.text(Parameter.valueOf(name));
            });
        }
        return params;
    }

    /**
     * The messages one op sends, by the workload's own definition (spawn: its actors); none declared where each op
     * counts its own (httpThroughput's closed loop). The references play no remote.
     */
    static long messagesPerOp(Parameters p, Workload workload) {
        return Declarations.of(workload).messagesPerOp(p).orElse(0);
    }

    /** {@code --name value} pairs; the reference, its sources and the plan are required. */
    private static Map<String, String> arguments(String[] args) {
        Map<String, String> named = new LinkedHashMap<>();
        List<String> accepted = List.of(REFERENCE, SOURCES, Launcher.PLAN, Launcher.DESCRIBE);
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!accepted.contains(args[i]) || named.put(args[i], args[i + 1]) != null) {
                throw refused(args);
            }
        }
        if (args.length % 2 != 0 || !named.keySet().containsAll(List.of(REFERENCE, SOURCES, Launcher.PLAN))) {
            throw refused(args);
        }
        return named;
    }

    private static ParameterException refused(String[] args) {
        return new ParameterException("unknown arguments " + List.of(args) + "; the reference launcher takes "
                + REFERENCE + " <name> " + SOURCES + " <references folder> " + Launcher.PLAN + " <file> ["
                + Launcher.DESCRIBE + " <file>]; the suite passes them");
    }
}
