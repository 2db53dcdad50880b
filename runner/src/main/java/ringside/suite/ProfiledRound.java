package ringside.suite;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import ringside.launcher.Progress;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.parameters.ProfileMode;
import ringside.report.ModuleStatus;

/**
 * {@code profile}: after every scored fork, each JVM module on each CPU set runs its timed benchmarks once more, one
 * fork each under async-profiler, in a module run of its own ({@code <module run>.profile}) whose JMH results and flame
 * graphs go under profiles/, which no report reads as a score. A reference outside the JVM has no profiled fork.
 */
final class ProfiledRound {
    private final SuiteSettings settings;
    private final ModuleRunner modules;
    private final TimeBudget budget;
    private final Resume resume;
    private final PrintStream out;
    private int failures; // profiled module runs that failed, each recorded in status.tsv

    ProfiledRound(SuiteSettings settings, ModuleRunner modules, TimeBudget budget, Resume resume, PrintStream out) {
        this.settings = settings;
        this.modules = modules;
        this.budget = budget;
        this.resume = resume;
        this.out = out;
    }

    int failures() {
        return failures;
    }

    /** The plan's line: what the round adds after the scored forks, and about how long it takes (one round's time). */
    static String planLine(ProfileMode mode, RunPlan plan, int rounds) {
        double seconds = plan.benchmarks().stream().filter(b -> b.workload().timed()
                && !Checkout.isReference(b.framework())).mapToDouble(b -> b.estimate().seconds() / rounds).sum();
        return "profile=" + mode + ": then each timed benchmark of the JVM modules runs once more, one fork under"
                + " async-profiler, never scored (about " + RunPlan.duration(seconds) + " more, the profiler's cost"
                + " aside); its flame graph goes to " + OutputLayout.PROFILES + "/ and the report links it\n";
    }

    /**
     * The terminal for a profiled module run: its launcher's lines (the event, the graphs, a failure), not JMH's
     * table, whose figures come from a profiled fork and are no score (its log keeps them).
     */
    private PrintStream launcherLinesOnly() {
        return new PrintStream(OutputStream.nullOutputStream()) {
            @Override
            public void println(String line) {
                if (line != null && line.startsWith("ringside:")) {
                    ProfiledRound.this.out.println(line);
                }
            }
        };
    }

    /** Runs the round; null, or the status of the module run an interrupt stopped. */
    ModuleStatus run(RunPlan plan, Map<String, List<String>> chosen, int rounds) throws IOException,
            InterruptedException {
        ProfileMode mode = ProfileMode.of(settings.parameters());
        Files.createDirectories(new OutputLayout(settings.outDir()).profiles());
        for (CpuSet cpus : settings.cpuSets()) {
            for (String framework : settings.frameworks()) {
                List<RunPlan.Planned> timed = plan.of(cpus, framework).stream().filter(b -> b.workload().timed())
                        .toList();
                if (Checkout.isReference(framework) || chosen.get(framework).isEmpty() || timed.isEmpty()) {
                    continue;
                }
                String moduleRun = OutputLayout.moduleRun(framework, cpus.toString());
                String name = OutputLayout.profiledForks(moduleRun);
                if (resume.ended(name)) { // the run resumed profiled it already
                    continue;
                }
                List<Double> seconds = timed.stream().map(b -> b.estimate().seconds() / rounds).toList();
                double total = seconds.stream().mapToDouble(Double::doubleValue).sum();
                if (!budget.fits(total)) {
                    modules.record(new ModuleStatus(cpus.toString(), framework, ModuleStatus.NOT_RUN,
                            "profiled forks (" + mode + "): " + budget.notRun(total)));
                    continue;
                }
                Parameters parameters = settings.moduleRun(chosen.get(framework), cpus)
                        .with(Parameter.profile, mode.name())
                        .with(Parameter.benchmarks, timed.stream().map(b -> b.workload().publicName()).distinct()
                                .collect(Collectors.joining(",")));
                out.println("benchmark.sh: " + framework + " on CPUs " + cpus + ": profiled forks (profile=" + mode
                        + ", not scored); log: " + settings.outDir().resolve(OutputLayout.logFile(name)));
                ModuleStatus status = modules.run(framework, cpus, name, OutputLayout.profileFile(moduleRun),
                        parameters, new Progress(0, timed.size(), System.currentTimeMillis(), 0, total, seconds,
                                budget.deadlineMillis()), launcherLinesOnly());
                if (status.status().equals(Resume.INTERRUPTED)) {
                    return status;
                }
                if (!status.ok()) { // its scores stand; what failed is said like any module run's failure
                    modules.record(new ModuleStatus(status.cpuSet(), status.framework(), status.status(),
                            "profiled forks (" + mode + "): " + status.detail()));
                    failures++;
                }
                resume.markEnded(name);
            }
        }
        return null;
    }
}
