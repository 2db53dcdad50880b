package ringside.suite;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ringside.launcher.Launcher;
import ringside.parameters.CpuSet;
import ringside.reference.ReferenceLauncher;
import ringside.report.Report;

/**
 * The real commands: the launcher and the report in JVMs of the JDK that runs the suite, each with its module's
 * class path (a reference's launcher with the runner's), and every module run under {@code taskset -c <set>} (its forks
 * inherit the pinning).
 */
public record JvmCommands(Checkout checkout) implements ModuleCommands {

    @Override
    public List<String> describe(String framework, Path description, Path plan) {
        return launcher(framework, Launcher.PLAN, plan.toAbsolutePath().toString(), Launcher.DESCRIBE,
                description.toAbsolutePath().toString());
    }

    @Override
    public List<String> run(String framework, CpuSet cpus, Path plan) {
        List<String> command = new ArrayList<>(List.of("taskset", "-c", cpus.toString()));
        command.addAll(launcher(framework, Launcher.PLAN, plan.toAbsolutePath().toString()));
        return command;
    }

    /** A module's launcher on its class path; a reference's on the runner's, told which reference and where it is. */
    private List<String> launcher(String framework, String... args) {
        if (!Checkout.isReference(framework)) {
            return jvm(Checkout.module(framework), Launcher.class, args);
        }
        List<String> all = new ArrayList<>(List.of(ReferenceLauncher.REFERENCE, framework, ReferenceLauncher.SOURCES,
                checkout.references().toAbsolutePath().toString()));
        all.addAll(List.of(args));
        return jvm(Checkout.RUNNER, ReferenceLauncher.class, all.toArray(String[]::new));
    }

    @Override
    public List<String> report(Path outDir) {
        return jvm(Checkout.RUNNER, Report.class, outDir.toString());
    }

    @Override
    public List<String> program(String framework, CpuSet cpus, List<String> jvmArgs, boolean testClasses, String main,
            List<String> args) {
        String module = Checkout.module(framework);
        List<String> command = new ArrayList<>(List.of("taskset", "-c", cpus.toString(), java()));
        command.addAll(jvmArgs); // the fork's own flags: they allow Unsafe quietly already from JDK 23 on
        command.addAll(List.of("-cp", testClasses ? checkout.testClassPath(module) : checkout.classPath(module), main));
        command.addAll(args);
        return command;
    }

    private List<String> jvm(String module, Class<?> main, String... args) {
        List<String> command = new ArrayList<>(List.of(java()));
        if (Runtime.version().feature() >= 23) {
            command.add("--sun-misc-unsafe-memory-access=allow"); // JMH itself uses Unsafe: keep the output clean
        }
        command.addAll(List.of("-cp", checkout.classPath(module), main.getName()));
        command.addAll(List.of(args));
        return command;
    }

    /** The java of the JDK that runs the suite: every JVM of a run is of the same JDK. */
    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
