package ringside.suite;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import ringside.launcher.Progress;
import ringside.output.FolderTree;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.parameters.ProfileMode;
import ringside.report.ModuleStatus;

/**
 * One suite run: asks every module what it offers, checks the variants, writes env.json, prints the plan with its
 * estimated duration, runs every module on every CPU set as a child process under a time limit (its only input the
 * plan written for it, plans/*.json), one round per fork, records each outcome in status.tsv and each benchmark's
 * cost in costs.tsv as they come; with a precision target, adds forks to the rows above it (precision.tsv); then
 * renders the report.
 * A module that fails, hangs or is killed costs only its own results; a benchmark that fails, only its own (the
 * module goes on). With a time budget, nothing runs past it.
 * Returns the exit status: 0 all finished, 1 a module did not finish, 2 a parameter refused, 130 interrupted.
 */
final class SuiteRun {
    /** How long a module may take to stop once asked, before it is killed. */
    static final Duration KILL_GRACE = Duration.ofSeconds(30);

    private final SuiteSettings settings;
    private final ModuleCommands commands;
    private final String commit;
    private final PrintStream out;
    private final PrintStream err;
    private final Path outDir;
    private final OutputLayout layout;
    /** Counted from the run's start: the suite's, after the build. */
    private final TimeBudget budget;

    private final ModuleRunner modules;
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile int exitStatus = 1;

    SuiteRun(SuiteSettings settings, ModuleCommands commands, String commit, PrintStream out, PrintStream err,
            Duration killGrace) {
        this.settings = settings;
        this.commands = commands;
        this.commit = commit;
        this.out = out;
        this.err = err;
        this.outDir = settings.outDir();
        this.layout = new OutputLayout(outDir);
        this.budget = new TimeBudget(settings.parameters(), killGrace, System::currentTimeMillis);
        this.modules = new ModuleRunner(settings, commands, budget, killGrace, err);
    }

    int run() {
        try {
            exitStatus = runAll();
        } catch (ParameterException e) { // resume: the folder's run measured something else
            err.println("benchmark.sh: " + e.getMessage());
            exitStatus = 2;
        } catch (IOException | UncheckedIOException e) { // the output folder cannot be written (a full disk)
            err.println("benchmark.sh: the run stopped: " + e.getMessage());
            if (Files.isRegularFile(layout.env())) { // the run had begun: resume can go on with it
                err.println("benchmark.sh: what it wrote stays in " + outDir + "; once the folder can be written"
                        + " again (free some space), resume=" + outDir + " ./benchmark.sh goes on from there");
            }
            exitStatus = 1;
        } catch (RuntimeException e) { // a module not built: no result
            err.println("benchmark.sh: the run stopped: " + e.getMessage());
            exitStatus = 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exitStatus = 130;
        } finally {
            ended.countDown();
        }
        return exitStatus;
    }

    /**
     * Ctrl-C or SIGTERM: stops the running child; the run then records it as interrupted, renders the report of
     * what finished and ends with 130. Safe from any thread, and more than once.
     */
    void interrupt() {
        modules.interrupt(() -> {
            err.println();
            err.println("benchmark.sh: interrupted; reporting what finished");
        });
    }

    boolean hasEnded() {
        return ended.getCount() == 0;
    }

    /** Waits until {@link #run()} has returned; its exit status. */
    int awaitEnd() throws InterruptedException {
        ended.await();
        return exitStatus;
    }

    private int runAll() throws IOException, InterruptedException {
        // the module runs an interrupted run ended, when this one resumes it
        Resume resume = settings.resuming() ? Resume.check(settings, commit) : Resume.none(outDir);
        for (Path folder : List.of(layout.frameworks(), layout.jmh(), layout.logs(), layout.plans())) {
            Files.createDirectories(folder);
        }
        Map<String, List<String>> offered = new LinkedHashMap<>();
        for (String framework : settings.frameworks()) {
            int status = modules.describe(framework, offered);
            if (status != 0) {
                deleteOutDir(); // nothing ran: leave no half-made result folder behind
                return status;
            }
        }
        Map<String, List<String>> chosen = chosenVariants(offered);
        if (chosen == null) {
            deleteOutDir();
            return 2;
        }
        if (settings.resuming()) {
            resume.prepare();
            out.println("benchmark.sh: resuming the run in " + outDir + ": " + resume.endedCount() + " module run(s)"
                    + " it ended are kept; the one an interrupt cut off runs again, then the rest");
        } else {
            RunEnvironment.write(outDir, settings.parameters(), settings.cpuSetsText(), settings.remoteCpus(),
                    settings.loadCpus(), commit, settings.moduleTimeout());
        }

        RunPlan plan = RunPlan.of(settings.cpuSets(), settings.frameworks(), chosen, settings.parameters(),
                CostEstimates.beside(outDir), Refusals.described(layout, settings.frameworks()));
        out.print(plan.text(budget, settings.parameters().precision()));
        ProfileMode profile = ProfileMode.of(settings.parameters());
        if (profile != ProfileMode.none) {
            out.print(ProfiledRound.planLine(profile, plan,
                    settings.parameters().integer(Parameter.forks)));
        }
        // forks run in rounds, one fork of every benchmark per round: a slow change of the machine's state (another
        // guest, the host's placement of the vCPUs) then reaches every row alike instead of one row's forks
        int rounds = settings.parameters().integer(Parameter.forks);
        int total = plan.benchmarks().size() * rounds;
        // what the progress lines add to the time left: the precision round's bound, after the planned benchmarks
        double round = settings.parameters().precision().isPresent() ? plan.precisionRoundSeconds() : 0;
        long start = System.currentTimeMillis();
        int done = 0;
        double estimatedDone = 0;
        int failures = resume.earlierFailures();
        for (int fork = 1; fork <= rounds; fork++) {
            for (CpuSet cpus : settings.cpuSets()) {
                for (String framework : rotated(settings.frameworks(), fork - 1)) {
                    if (modules.interrupted()) {
                        return finishInterrupted();
                    }
                    List<RunPlan.Planned> planned = plan.of(cpus, framework);
                    List<Double> seconds = planned.stream().map(b -> b.estimate().seconds() / rounds).toList();
                    String moduleRun = OutputLayout.moduleRun(framework, cpus.toString());
                    String name = rounds == 1 ? moduleRun : OutputLayout.forkRound(moduleRun, fork);
                    if (resume.ended(name)) { // the run resumed ended it: its results and statuses stay
                        done += planned.size();
                        estimatedDone += seconds.stream().mapToDouble(Double::doubleValue).sum();
                        continue;
                    }
                    ModuleStatus status = runRound(chosen.get(framework), cpus, framework, fork, rounds, name,
                            planned, new Progress(done, total, start, estimatedDone, plan.seconds(), seconds,
                                    budget.deadlineMillis(), round));
                    if (status == null) { // nothing to say again: the first round said it
                        continue;
                    }
                    modules.record(status);
                    if (status.status().equals(Resume.INTERRUPTED)) {
                        return finishInterrupted();
                    }
                    resume.markEnded(name);
                    failures += status.failure() ? 1 : 0;
                    done += planned.size();
                    estimatedDone += seconds.stream().mapToDouble(Double::doubleValue).sum();
                }
            }
        }
        if (settings.parameters().precision().isPresent()) {
            PrecisionForks precision = new PrecisionForks(settings, modules, budget, out);
            ModuleStatus interruptedFork = precision.run();
            if (interruptedFork != null) {
                modules.record(interruptedFork);
                return finishInterrupted();
            }
            failures += precision.failures();
        }
        if (profile != ProfileMode.none) { // after every scored fork: none is profiled
            ProfiledRound profiled = new ProfiledRound(settings, modules, budget, resume, out);
            ModuleStatus interruptedFork = profiled.run(plan, chosen, rounds);
            if (interruptedFork != null) {
                modules.record(interruptedFork);
                return finishInterrupted();
            }
            failures += profiled.failures();
        }
        out.println();
        out.println("Ringside results: " + outDir + " (CPU sets: " + settings.cpuSetsText()
                + "; " + String.join(", ", OutputLayout.REPORT_HTML, OutputLayout.REPORT_MARKDOWN, OutputLayout.RESULTS,
                OutputLayout.ENV) + ")");
        int reportStatus = report();
        if (failures > 0) {
            err.println("benchmark.sh: " + failures + " module run(s) did not finish (see 'Did not finish' in the"
                    + " report); exit status 1");
            return 1;
        }
        return reportStatus;
    }

    /**
     * The module's fork-th round on a CPU set: one fork of each of its planned benchmarks, in a module run of its own
     * ({@code <module run>.fork-<k>} when there are several rounds). Null when a module with no variant chosen was
     * already recorded as skipped in the first round.
     */
    private ModuleStatus runRound(List<String> variants, CpuSet cpus, String framework, int fork, int rounds,
            String name, List<RunPlan.Planned> planned, Progress progress) throws InterruptedException {
        String of = rounds == 1 ? "" : " (fork " + fork + " of " + rounds + ")";
        if (variants.isEmpty()) {
            return fork > 1 ? null : new ModuleStatus(cpus.toString(), framework, ModuleStatus.SKIPPED, "none of"
                    + " variants=" + settings.parameters().text(Parameter.variants) + " is one of its variants");
        }
        if (!planned.isEmpty() && planned.stream().noneMatch(b -> budget.fits(b.estimate().seconds() / rounds))) {
            // not one of its benchmarks would end in time: none starts (the module's JVM neither); a module with
            // none planned (its variants refuse them all) runs, to say why
            planned.forEach(b -> modules.record(new ModuleStatus(cpus.toString(), framework, ModuleStatus.NOT_RUN,
                    b.framework() + "/" + b.variant() + " " + b.workload().publicName() + of + ": "
                            + budget.notRun(b.estimate().seconds() / rounds))));
            return new ModuleStatus(cpus.toString(), framework, ModuleStatus.SKIPPED, budget.text()
                    + ": none of its benchmarks would end in time" + of);
        }
        out.println("benchmark.sh: " + framework + " (" + String.join(",", variants) + ") on CPUs " + cpus
                + ", parallelism " + cpus.size() + of + "; log: " + outDir.resolve(OutputLayout.logFile(name)));
        return modules.run(framework, cpus, name, settings.moduleRun(variants, cpus), progress, out);
    }

    /** The frameworks starting at the k-th: each round starts with another, so none always runs first. */
    private static List<String> rotated(List<String> frameworks, int k) {
        int first = k % frameworks.size();
        List<String> order = new ArrayList<>(frameworks.subList(first, frameworks.size()));
        order.addAll(frameworks.subList(0, first));
        return order;
    }

    /** Per framework, the requested variants it has (all when none was requested); null after a refusal. */
    private Map<String, List<String>> chosenVariants(Map<String, List<String>> offered) {
        List<String> requested = settings.parameters().list(Parameter.variants);
        if (requested.isEmpty()) {
            return offered;
        }
        Set<String> all = new LinkedHashSet<>();
        offered.values().forEach(all::addAll);
        for (String variant : requested) {
            if (!all.contains(variant)) {
                err.println("benchmark.sh: variants: unknown variant '" + variant + "' for frameworks "
                        + String.join(" ", settings.frameworks()) + "; accepted: " + String.join(",", all));
                return null;
            }
        }
        Map<String, List<String>> chosen = new LinkedHashMap<>();
        offered.forEach((framework, variants) -> chosen.put(framework,
                variants.stream().filter(requested::contains).toList()));
        return chosen;
    }

    private int finishInterrupted() throws InterruptedException {
        report();
        return 130;
    }

    /** The report of what is in outDir, in its own JVM (as benchmark.sh report runs it); its exit status. */
    private int report() throws InterruptedException {
        out.flush(); // the report writes to the same terminal, after what came before
        try {
            return new ProcessBuilder(commands.report(outDir)).inheritIO().start().waitFor();
        } catch (IOException e) {
            err.println("benchmark.sh: cannot render the report: " + e.getMessage());
            return 1;
        }
    }

    private void deleteOutDir() throws IOException {
        if (settings.resuming()) { // the folder holds the run resumed: it stays as it was
            return;
        }
        FolderTree.delete(outDir);
    }
}
