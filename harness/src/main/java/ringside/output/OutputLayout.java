package ringside.output;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The output folder of a run (outDir), named once: the suite writes it, the report reads it and writes its part.
 * <pre>
 *   frameworks/&lt;framework&gt;.json      each module's description of itself (the suite)
 *   jmh/&lt;framework&gt;.cpus-&lt;set&gt;.json  each module run's JMH results (the launcher, told where by the suite)
 *   logs/&lt;framework&gt;.cpus-&lt;set&gt;.log   each module run's output (the suite)
 *   plans/&lt;framework&gt;.cpus-&lt;set&gt;.json each module run's plan, its launcher's only input (the suite), and
 *   plans/&lt;framework&gt;.describe.json  the plan its description was made with
 *   jmh/&lt;module run&gt;.fork-&lt;k&gt;.json  its k-th round of forks, when forks &gt; 1 (logs/ and plans/ likewise)
 *   jmh/&lt;module run&gt;.precision-&lt;k&gt;.json   one fork added by the precision round (logs/ and plans/ likewise)
 *   profiles/&lt;module run&gt;.json      its profiled fork of each timed benchmark (profile=cpu...): never scored
 *   profiles/&lt;module run&gt;/*.html    their flame graphs, listed in graphs.tsv beside them ({@link FlameGraph})
 *   status.tsv, env.json              how each module run ended; the machine, JDK and parameters (the suite)
 *   costs.tsv                         what each benchmark cost, for the estimates of later runs (the suite)
 *   ended.tsv                         the module runs that ended, one name a line: what resume keeps (the suite)
 *   precision.tsv                     the precision round's outcome, per timed row (the suite, with precision)
 *   summary.txt, results.csv, report.md, report.html, charts/*.svg   the report's
 * </pre>
 * A comparison of two runs has a folder of its own: compare.md, compare.html and charts/ratios.svg.
 */
public record OutputLayout(Path outDir) {
    public static final String FRAMEWORKS = "frameworks";
    public static final String JMH = "jmh";
    public static final String LOGS = "logs";
    public static final String PLANS = "plans";
    public static final String STATUS = "status.tsv";
    public static final String ENV = "env.json";
    public static final String COSTS = "costs.tsv";
    public static final String ENDED = "ended.tsv";
    /** What names a fork the precision round added, between its module run and its number. */
    public static final String PRECISION_FORK = ".precision-";
    public static final String PRECISION = "precision.tsv";
    /** The profiled forks' results and flame graphs: outside jmh/, so no report reads them as scores. */
    public static final String PROFILES = "profiles";
    /** What names a module run's profiled forks, after its module run. */
    public static final String PROFILED_FORKS = ".profile";
    public static final String SUMMARY = "summary.txt";
    public static final String RESULTS = "results.csv";
    public static final String REPORT_MARKDOWN = "report.md";
    public static final String REPORT_HTML = "report.html";
    public static final String CHARTS = "charts";
    /**
     * The key of a description in frameworks/ (and so of env.json's frameworks) that marks a reference program outside
     * the JVM: the launchers write it, the report reads it.
     */
    public static final String REFERENCE_MARKER = "reference";
    /** env.json's record of the build (the suite writes it, the report and a comparison read it): its key ... */
    public static final String BUILD = "build";
    /** ... and the key of the Maven arguments the modules were built with (MAVEN_ARGS). */
    public static final String MAVEN_ARGS = "mavenArgs";
    /** A comparison of two runs ({@code ./benchmark.sh compare A B}): its folder's default name starts so, ... */
    public static final String COMPARE_FOLDER_PREFIX = "compare-";
    /** ... its pages, and its chart of ratios (under charts/). */
    public static final String COMPARE_MARKDOWN = "compare.md";
    public static final String COMPARE_HTML = "compare.html";
    public static final String COMPARE_CHART = "ratios.svg";

    /** One module run's name in jmh/ and logs/: a framework on a CPU set. */
    public static String moduleRun(String framework, String cpuSet) {
        return framework + ".cpus-" + cpuSet;
    }

    /**
     * The module run's k-th round of forks, when the run has several: one fork of each of its benchmarks, named like a
     * module run; the report merges the rounds' JMH files.
     */
    public static String forkRound(String moduleRun, int k) {
        return moduleRun + ".fork-" + k;
    }

    /**
     * The k-th fork the precision round added to a module run, named like a module run: its JMH file sits in jmh/
     * beside the module run's, and the report merges the two.
     */
    public static String precisionFork(String moduleRun, int k) {
        return moduleRun + PRECISION_FORK + k;
    }

    /** The module run of a module run's profiled forks: its log and plan sit beside the module run's. */
    public static String profiledForks(String moduleRun) {
        return moduleRun + PROFILED_FORKS;
    }

    /** The JMH result file of a module run's profiled forks, relative to outDir: its flame graphs go beside it. */
    public static String profileFile(String moduleRun) {
        return PROFILES + "/" + moduleRun + ".json";
    }

    /** The folder of the flame graphs whose forks wrote this JMH file: its name without ".json". */
    public static Path flameGraphsBeside(Path jmhFile) {
        String name = jmhFile.getFileName().toString();
        return jmhFile.resolveSibling(name.endsWith(".json") ? name.substring(0, name.length() - 5) : name + ".graphs");
    }

    /** A module run's JMH result file, relative to outDir (as env.json and messages name it). */
    public static String jmhFile(String moduleRun) {
        return JMH + "/" + moduleRun + ".json";
    }

    /** A module run's log, relative to outDir. */
    public static String logFile(String moduleRun) {
        return LOGS + "/" + moduleRun + ".log";
    }

    public Path frameworks() {
        return outDir.resolve(FRAMEWORKS);
    }

    /** Where a module writes its description of itself. */
    public Path framework(String framework) {
        return frameworks().resolve(framework + ".json");
    }

    public Path jmh() {
        return outDir.resolve(JMH);
    }

    public Path logs() {
        return outDir.resolve(LOGS);
    }

    public Path plans() {
        return outDir.resolve(PLANS);
    }

    /** Where the suite writes the plan of a module run (or of a framework's description, "loom.describe"). */
    public Path plan(String moduleRun) {
        return plans().resolve(moduleRun + ".json");
    }

    public Path profiles() {
        return outDir.resolve(PROFILES);
    }

    public Path status() {
        return outDir.resolve(STATUS);
    }

    public Path env() {
        return outDir.resolve(ENV);
    }

    public Path costs() {
        return outDir.resolve(COSTS);
    }

    public Path ended() {
        return outDir.resolve(ENDED);
    }

    public Path precision() {
        return outDir.resolve(PRECISION);
    }

    public Path summary() {
        return outDir.resolve(SUMMARY);
    }

    public Path results() {
        return outDir.resolve(RESULTS);
    }

    public Path reportMarkdown() {
        return outDir.resolve(REPORT_MARKDOWN);
    }

    public Path reportHtml() {
        return outDir.resolve(REPORT_HTML);
    }

    public Path charts() {
        return outDir.resolve(CHARTS);
    }

    /** Whether the folder holds a run to report: JMH results or a module's status (a run where none finished). */
    public boolean holdsARun() {
        return Files.isDirectory(jmh()) || Files.isRegularFile(status());
    }
}
