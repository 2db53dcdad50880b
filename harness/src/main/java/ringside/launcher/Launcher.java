package ringside.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.openjdk.jmh.runner.RunnerException;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.contract.Variant;
import ringside.declaration.Declarations;
import ringside.http.HttpLoadProgram;
import ringside.output.OutputLayout;
import ringside.parameters.CpuAffinity;
import ringside.parameters.CpuSet;
import ringside.parameters.MisspeltParameters;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.parameters.ProfileMode;
import ringside.parameters.SeparateCpus;
import ringside.remote.RemoteCpuList;
import ringside.workload.Workload;

/**
 * Runs one module's benchmarks: parameters -> JMH in forked JVMs with the module's JVM arguments -> JMH JSON and
 * JMH's own table (the report, on the runner's side, reads the JSON). The suite gives it the run's plan
 * ({@code --plan <file>}, {@link Parameters#plan()}), its only input; run alone, it resolves the parameters from
 * {@code -D} options and env vars. The forks receive every input as
 * a JMH parameter, recorded with each result. {@code --describe <file>} checks the parameters, writes the
 * framework's description (version, licence, variants, JVM arguments) to file and prints its variant names, and
 * runs nothing.
 * Exit status: 0 done; 1 a benchmark failed (a wrong result, a timeout, a crash: the others still ran) or the run
 * did; 2 a parameter was refused.
 */
public final class Launcher {
    /** The argument that asks for the description instead of a run (the suite passes it before a run). */
    public static final String DESCRIBE = "--describe";
    /** The argument that gives the run's plan, written by the suite: then nothing is read from the environment. */
    public static final String PLAN = "--plan";
    /** A failed run's last line starts so, followed by its reason: the suite records that reason in status.tsv. */
    public static final String RUN_FAILED = "ringside: the run failed: ";
    /** A benchmark left out because its variant cannot reach the size: the suite records each such line. */
    public static final String NOT_RUN = "ringside: not run: ";
    /** A benchmark that failed, then its reason ("label workload: why"): the suite records each such line. */
    public static final String BENCHMARK_FAILED = "ringside: benchmark failed: ";

    private Launcher() {
    }

    public static void main(String[] args) {
        int status;
        try {
            status = run(args);
        } catch (ParameterException e) {
            System.err.println("ringside: " + e.getMessage());
            status = 2;
        } catch (RunnerException | IOException | RuntimeException e) {
            status = failed(FailureReason.of(e));
        }
        System.exit(status); // JMH and framework threads must not keep Maven's JVM (exec:java) alive
    }

    static int run(String[] args) throws RunnerException, IOException {
        Arguments arguments = Arguments.parse(args);
        Parameters p;
        if (arguments.plan() != null) { // the suite's: resolved and checked once, the launcher's only input
            p = Parameters.fromPlan(Files.readString(arguments.plan()));
        } else { // a module run alone: this launcher resolves the run
            refuseMisspelt(System.getenv(), System.getProperties());
            p = Parameters.fromEnvironment();
        }
        JmhArgs jmhArgs = JmhArgs.parse(p.text(Parameter.jmhArgs));
        ProfileMode profile = ProfileMode.of(p);
        if (profile != ProfileMode.none) { // refused here, before the suite's description runs anything
            ProfilerLibrary.entryForThisPlatform();
        }
        Framework framework = Frameworks.theOnlyOne();
        List<String> variants = selectedVariants(p, framework);
        int parallelism = p.integer(Parameter.parallelism);
        List<String> jvmArgs = jvmArgs(p, framework, parallelism);
        if (arguments.description() != null) { // the suite: check, describe, list variants
            Files.writeString(arguments.description(), FrameworkDescription.json(framework, jvmArgs,
                    refusals(p, framework)));
            framework.variants().forEach(v -> System.out.println(v.name()));
            return 0;
        }
        p = pinned(p, CpuAffinity.current(), CpuAffinity.online(), Runtime.getRuntime().availableProcessors());
        // run alone, a profiled run's results go beside the scored ones' folder, never into their file
        Path resultFile = Path.of(p.text(Parameter.resultFile).isEmpty() ? "target/ringside/"
                + (profile == ProfileMode.none ? "" : OutputLayout.PROFILES + "/") + framework.name() + ".json"
                : p.text(Parameter.resultFile)).toAbsolutePath();
        Files.createDirectories(resultFile.getParent());
        System.out.printf("ringside: %s %s, variants %s, workloads %s, parallelism %d, CPUs %s%n  parameters: %s%n"
                + "  fork JVM arguments: %s%n  results: %s%n", framework.name(), framework.version(),
                String.join(",", variants), p.text(Parameter.benchmarks), parallelism, CpuAffinity.current(), p,
                String.join(" ", jvmArgs), resultFile);

        ForkClassPath.exportForJmh();
        Parameters resolved = p;
        ModuleRun run = new ModuleRun(p, framework.name(), variants, jvmArgs, jmhArgs, resultFile)
                .refusals((v, workload) -> refusal(resolved, framework.variant(v), workload))
                .limits((v, workload) -> limit(resolved, framework.variant(v), workload));
        ProfiledForks profiled = null;
        if (profile != ProfileMode.none) {
            profiled = new ProfiledForks(ProfilerEvent.forThisMachine(profile), ProfilerLibrary.extract(),
                    resultFile);
            System.out.println(profiled.event().line(profile)); // which event, and why when it fell back
            run.profiled(profiled);
        }
        run.run();
        System.out.println();
        if (profiled != null) { // a profiled fork's figures are no score: its graphs are what it made
            profiled.written().forEach(graph -> System.out.println("ringside: flame graph: " + graph));
        }
        run.notRun().forEach(line -> System.out.println(NOT_RUN + line));
        run.failed().forEach(failed -> System.out.println(BENCHMARK_FAILED + failed.line()));
        Optional<String> failure = run.failure(); // the module went on past each; its exit status still says so
        return failure.isPresent() ? failed(failure.get()) : 0;
    }

    /** The last line of a failed run, the one the suite reads: after JMH's account of the failure. Exit status 1. */
    private static int failed(String reason) {
        System.out.flush();
        System.err.println(RUN_FAILED + reason);
        return 1;
    }

    /**
     * What depends on the CPUs this process is pinned to, resolved once here so the forks receive it chosen: the
     * pacer auto picks, remote's server CPUs (when the server runs on this machine; refused before anything runs) and
     * httpThroughput's load generator CPUs. Values already resolved (the suite's plan) are checked and kept.
     */
    static Parameters pinned(Parameters p, String cpuSet, String onlineCpus, int cpus) {
        Parameters out = p.with(Parameter.pacer, p.pacer(cpus).publicName());
        if (p.workloads().contains(Workload.REMOTE) && p.text(Parameter.remoteHost).isEmpty()) {
            out = out.with(Parameter.remoteCpuList,
                    RemoteCpuList.resolve(p.text(Parameter.remoteCpuList), cpuSet, onlineCpus).toString());
        }
        if (p.workloads().contains(Workload.HTTP_THROUGHPUT)) { // none left: httpThroughput is not run, and says why
            out = out.with(Parameter.loadCpuList, SeparateCpus.LOAD_GENERATOR.resolveIfAny(
                    p.text(Parameter.loadCpuList), cpuSet, onlineCpus).map(CpuSet::toString).orElse(""));
        }
        return out;
    }

    /** The launcher's arguments: {@code [--plan <file>] [--describe <file>]}, each optional. */
    record Arguments(Path plan, Path description) {
        static Arguments parse(String[] args) {
            if (args.length % 2 != 0) {
                return refused(args);
            }
            Path plan = null;
            Path description = null;
            for (int i = 0; i < args.length; i += 2) {
                if (args[i].equals(PLAN) && plan == null) {
                    plan = Path.of(args[i + 1]);
                } else if (args[i].equals(DESCRIBE) && description == null) {
                    description = Path.of(args[i + 1]);
                } else {
                    return refused(args);
                }
            }
            return new Arguments(plan, description);
        }

        private static Arguments refused(String[] args) {
            throw new ParameterException("unknown arguments " + List.of(args) + "; the launcher takes parameters as"
                    + " -D options or env vars, and only the suite passes " + PLAN + " <file> and " + DESCRIBE
                    + " <file>");
        }
    }

    /** A system property or env var that nearly names a parameter is refused, not ignored. */
    static void refuseMisspelt(Map<String, String> env, Properties properties) {
        Map<String, String> systemProperties = new HashMap<>();
        properties.stringPropertyNames().forEach(name -> systemProperties.put(name, properties.getProperty(name)));
        List<String> progress = Progress.ENV_VARS;
        MisspeltParameters.refuse(systemProperties, "system property", progress, "-D%s=%s");
        MisspeltParameters.refuse(env, "env var", progress, "-D%s=%s");
    }

    /**
     * Why a variant will not run a workload: by its design, at this run's size, or for want of a load generator;
     * empty when it will.
     */
    static Optional<String> limit(Parameters p, Variant variant, Workload workload) {
        return refusal(p, variant, workload)
                .or(() -> workload == Workload.HTTP_THROUGHPUT ? loadGeneratorMissing(p) : Optional.empty());
    }

    /**
     * Why a variant will not run a workload whatever the CPU set: by its design, or at this run's size. The suite
     * reads these from the description to leave them out of its plan.
     */
    static Optional<String> refusal(Parameters p, Variant variant, Workload workload) {
        return variant.cannotRun(workload)
                .or(() -> workload.http() && variant.http().isEmpty() ? Optional.of(Variant.NO_HTTP_STACK)
                        : Optional.empty()) // a module whose refusals predate the http workloads
                .or(() -> Declarations.of(workload).aliveAtOnce(p).flatMap(variant::cannotHold));
    }

    /** Each variant's refusals of the run's workloads ({@link #refusal}), for the description. */
    static Map<String, Map<String, String>> refusals(Parameters p, Framework framework) {
        Map<String, Map<String, String>> refusals = new LinkedHashMap<>();
        for (Variant variant : framework.variants()) {
            for (Workload workload : p.workloads()) {
                refusal(p, variant, workload).ifPresent(why -> refusals
                        .computeIfAbsent(variant.name(), v -> new LinkedHashMap<>()).put(workload.publicName(), why));
            }
        }
        return refusals;
    }

    /**
     * Why httpThroughput's load generator cannot run beside this process: no CPU of its own, or no Go (the reference
     * launcher asks too).
     */
    public static Optional<String> loadGeneratorMissing(Parameters p) {
        if (p.text(Parameter.loadCpuList).isEmpty()) {
            return Optional.of(SeparateCpus.LOAD_GENERATOR.noneLeft(CpuAffinity.current(), CpuAffinity.online()));
        }
        return HttpLoadProgram.unavailable();
    }


    private static List<String> selectedVariants(Parameters p, Framework framework) {
        List<String> requested = p.list(Parameter.variants);
        if (requested.isEmpty()) {
            return framework.variants().stream().map(Variant::name).toList();
        }
        for (String name : requested) {
            try {
                framework.variant(name);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(e.getMessage());
            }
        }
        return requested;
    }

    /**
     * The same heap (touched at start), GC and flags for every framework, then what the framework needs, then the
     * suite's settings.
     * From JDK 23 on, Unsafe access is allowed quietly for all (Akka and Pekko use it; it changes no behaviour).
     */
    static List<String> jvmArgs(Parameters p, Framework framework, int parallelism) {
        List<String> args = new ArrayList<>();
        args.add("-Xms" + p.text(Parameter.heap));
        args.add("-Xmx" + p.text(Parameter.heap));
        args.add("-XX:+UseG1GC");
        // The kernel's first touch of each heap page is not a framework's cost, but unless the heap is touched at
        // start it lands in whichever iterations first use a page: on a 1-CPU VM, up to 6x on one op, for seconds.
        args.add("-XX:+AlwaysPreTouch");
        if (Runtime.version().feature() >= 23) {
            args.add("--sun-misc-unsafe-memory-access=allow");
        }
        args.addAll(framework.jvmArgs(parallelism)); // no parameter: the fork receives those as JMH parameters
        return args;
    }
}
