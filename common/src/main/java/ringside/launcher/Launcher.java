package ringside.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.openjdk.jmh.runner.RunnerException;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.contract.Variant;
import ringside.parameters.CpuAffinity;
import ringside.parameters.MisspeltParameters;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.Parameters;
import ringside.remote.RemoteCpuList;
import ringside.remote.RemoteSide;
import ringside.report.Report;
import ringside.workload.Workload;

/**
 * Runs one module's benchmarks: parameters -> JMH in forked JVMs with the module's JVM arguments -> JMH JSON ->
 * a table. {@code --describe <file>} checks the parameters, writes the framework's description (version, licence,
 * variants, JVM arguments) to file and prints its variant names, and runs nothing.
 * Exit status: 0 done, 1 the run failed (a wrong result, a timeout, a crash), 2 a parameter was refused.
 */
public final class Launcher {
    /** The argument that asks for the description instead of a run (the suite passes it before a run). */
    public static final String DESCRIBE = "--describe";
    /** A failed run's last line starts so, followed by its reason: the suite records that reason in status.tsv. */
    public static final String RUN_FAILED = "ringside: the run failed: ";
    /** A benchmark left out because its variant cannot reach the size: the suite records each such line. */
    public static final String NOT_RUN = "ringside: not run: ";

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
            System.out.flush(); // JMH's account of the failure first, then the one line the suite reads
            System.err.println(RUN_FAILED + FailureReason.of(e));
            status = 1;
        }
        System.exit(status); // JMH and framework threads must not keep Maven's JVM (exec:java) alive
    }

    static int run(String[] args) throws RunnerException, IOException {
        refuseMisspelt(System.getenv(), System.getProperties());
        Parameters p = Parameters.fromEnvironment();
        JmhArgs jmhArgs = JmhArgs.parse(p.text(Parameter.jmhArgs));
        Framework framework = Frameworks.theOnlyOne();
        List<String> variants = selectedVariants(p, framework);
        int parallelism = p.integer(Parameter.parallelism);
        List<String> jvmArgs = jvmArgs(p, framework, parallelism);
        if (args.length == 2 && args[0].equals(DESCRIBE)) { // the suite: check, describe, list variants
            Files.writeString(Path.of(args[1]), FrameworkDescription.json(framework, jvmArgs));
            framework.variants().forEach(v -> System.out.println(v.name()));
            return 0;
        }
        if (args.length > 0) {
            throw new ParameterException("unknown arguments " + List.of(args) + "; the launcher takes parameters as"
                    + " -D options or env vars, and only the suite passes " + DESCRIBE + " <file>");
        }
        if (p.workloads().contains(Workload.REMOTE) && p.text(Parameter.remoteHost).isEmpty()) { // refused before
            // anything runs (a description is unpinned); with a remoteHost the server's CPUs are that machine's
            RemoteCpuList.resolve(p.text(Parameter.remoteCpuList), CpuAffinity.current(), CpuAffinity.online());
        }
        Path resultFile = Path.of(p.text(Parameter.resultFile).isEmpty()
                ? "target/ringside/" + framework.name() + ".json" : p.text(Parameter.resultFile)).toAbsolutePath();
        Files.createDirectories(resultFile.getParent());
        System.out.printf("ringside: %s %s, variants %s, workloads %s, parallelism %d, CPUs %s%n  parameters: %s%n"
                + "  fork JVM arguments: %s%n  results: %s%n", framework.name(), framework.version(),
                String.join(",", variants), p.text(Parameter.benchmarks), parallelism, CpuAffinity.current(), p,
                String.join(" ", jvmArgs), resultFile);

        ForkClassPath.exportForJmh();
        ModuleRun run = new ModuleRun(p, framework.name(), variants, jvmArgs, jmhArgs, resultFile)
                .limits((v, workload) -> limit(p, framework.variant(v), workload));
        boolean measured = !run.run().isEmpty();
        System.out.println();
        if (measured) { // not when every benchmark was left out
            System.out.print(Report.summaryOf(resultFile));
        }
        run.notRun().forEach(line -> System.out.println(NOT_RUN + line));
        return 0;
    }

    /** A system property or env var that nearly names a parameter is refused, not ignored. */
    static void refuseMisspelt(Map<String, String> env, Properties properties) {
        Map<String, String> systemProperties = new HashMap<>();
        properties.stringPropertyNames().forEach(name -> systemProperties.put(name, properties.getProperty(name)));
        List<String> progress = List.of(Progress.DONE, Progress.TOTAL, Progress.START);
        MisspeltParameters.refuse(systemProperties, "system property", progress, "-D%s=%s");
        MisspeltParameters.refuse(env, "env var", progress, "-D%s=%s");
    }

    /** Why a variant will not run a workload: by its design, or at this run's size; empty when it will. */
    static Optional<String> limit(Parameters p, Variant variant, Workload workload) {
        return variant.cannotRun(workload).or(() -> aliveAtOnce(p, workload).flatMap(variant::cannotHold));
    }

    /** Actors one op of the workload may keep alive at once, for the workloads sized by their actors. */
    static Optional<Long> aliveAtOnce(Parameters p, Workload workload) {
        return switch (workload) {
            case SPAWN -> Optional.of(p.spawn().actors()); // a parent waits for all its children
            case FOOTPRINT -> Optional.of((long) p.footprint().footprintActors());
            default -> Optional.empty();
        };
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
        args.addAll(framework.jvmArgs(parallelism));
        args.add("-DopTimeout=" + p.integer(Parameter.opTimeout));
        if (!p.text(Parameter.remoteHost).isEmpty()) { // remote across two machines: where the remote-server is
            args.add("-D" + RemoteSide.REMOTE_HOST + "=" + p.text(Parameter.remoteHost));
            args.add("-D" + RemoteSide.REMOTE_PORT + "=" + p.integer(Parameter.remotePort));
        }
        return args;
    }
}
