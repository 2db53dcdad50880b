package ringside.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.contract.Variant;
import ringside.report.ComparisonTable;
import ringside.report.JmhResults;
import ringside.workload.Workload;

/**
 * Runs one module's benchmarks: parameters -> JMH in forked JVMs with the module's JVM arguments -> JMH JSON ->
 * a table. {@code --list-variants} checks the parameters and prints the module's variant names, nothing else.
 * Exit status: 0 done, 1 the run failed (a wrong result, a timeout, a crash), 2 a parameter was refused.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        int status;
        try {
            status = run(args);
        } catch (ParameterException e) {
            System.err.println("ringside: " + e.getMessage());
            status = 2;
        } catch (RunnerException | RuntimeException e) {
            System.err.println("ringside: the run failed (the cause is printed above): " + e.getMessage());
            status = 1;
        }
        System.exit(status); // JMH and framework threads must not keep Maven's JVM (exec:java) alive
    }

    static int run(String[] args) throws RunnerException {
        Parameters p = Parameters.fromEnvironment();
        Framework framework = Frameworks.theOnlyOne();
        List<String> variants = selectedVariants(p, framework);
        if (List.of(args).contains("--list-variants")) {
            framework.variants().forEach(v -> System.out.println(v.name()));
            return 0;
        }
        int parallelism = p.integer(Parameter.parallelism);
        List<String> jvmArgs = jvmArgs(p, framework, parallelism);
        Path resultFile = Path.of(p.text(Parameter.resultFile).isEmpty()
                ? "target/ringside/" + framework.name() + ".json" : p.text(Parameter.resultFile)).toAbsolutePath();
        try {
            Files.createDirectories(resultFile.getParent());
        } catch (java.io.IOException e) {
            throw new ParameterException("resultFile: cannot create " + resultFile.getParent() + ": " + e.getMessage());
        }
        System.out.printf("ringside: %s %s, variants %s, workloads %s, parallelism %d%n  parameters: %s%n"
                + "  fork JVM arguments: %s%n  results: %s%n", framework.name(), framework.version(),
                String.join(",", variants), p.text(Parameter.benchmarks), parallelism, p, String.join(" ", jvmArgs),
                resultFile);

        ChainedOptionsBuilder options = new OptionsBuilder()
                .param("framework", framework.name())
                .param("variant", variants.toArray(String[]::new))
                .param("parallelism", Integer.toString(parallelism))
                .forks(p.integer(Parameter.forks))
                .warmupIterations(p.integer(Parameter.warmupIterations))
                .measurementIterations(p.integer(Parameter.iterations))
                .warmupTime(TimeValue.milliseconds(p.integer(Parameter.iterationTime)))
                .measurementTime(TimeValue.milliseconds(p.integer(Parameter.iterationTime)))
                .jvmArgs(jvmArgs.toArray(String[]::new)) // replaces, not appends: no Maven options leak in
                .shouldFailOnError(true) // a wrong result or a timeout stops the run instead of being skipped
                .result(resultFile.toString())
                .resultFormat(ResultFormatType.JSON);
        for (Workload w : p.workloads()) {
            options.include("^" + Pattern.quote(w.benchmarkClass()) + "\\.");
        }
        for (Parameter size : List.of(Parameter.workerCount, Parameter.ringSize, Parameter.pingPongCount,
                Parameter.fanOutWorkers, Parameter.fanOutMessages)) {
            options.param(size.name(), Integer.toString(p.integer(size)));
        }

        ForkClassPath.exportForJmh();
        Collection<RunResult> results = new Runner(options.build()).run();
        if (results.isEmpty() || !Files.exists(resultFile)) {
            System.err.println("ringside: JMH produced no results (see its output above); nothing is reported.");
            return 1;
        }
        System.out.println();
        System.out.print(new ComparisonTable(JmhResults.read(resultFile)).toText());
        return 0;
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
     * The same heap, GC and flags for every framework, then what the framework needs, then the suite's settings.
     * From JDK 23 on, Unsafe access is allowed quietly for all (Akka and Pekko use it; it changes no behaviour).
     */
    static List<String> jvmArgs(Parameters p, Framework framework, int parallelism) {
        List<String> args = new ArrayList<>();
        args.add("-Xms" + p.text(Parameter.heap));
        args.add("-Xmx" + p.text(Parameter.heap));
        args.add("-XX:+UseG1GC");
        if (Runtime.version().feature() >= 23) {
            args.add("--sun-misc-unsafe-memory-access=allow");
        }
        args.addAll(framework.jvmArgs(parallelism));
        args.add("-DopTimeout=" + p.integer(Parameter.opTimeout));
        return args;
    }
}
