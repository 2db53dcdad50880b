package ringside.suite;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;
import ringside.report.ModuleStatus;
import ringside.report.RecordedEnvironment;

/**
 * resume=&lt;outDir&gt;: a run that goes on where an interrupted one stopped, in its folder. It may only when it would
 * measure the same thing: the same parameters, suite commit, JDK, build and CPU sets as env.json recorded. It keeps
 * every module run that ended (ended.tsv lists them, with their results and statuses) and runs the rest; the module
 * run an interrupt cut off runs again from its start, its JMH file rewritten as its benchmarks end again.
 */
final class Resume {
    /** What the status of a module run an interrupt cut off reads; resume drops those lines and runs it again. */
    static final String INTERRUPTED = "interrupted";

    private final OutputLayout layout;
    private final Set<String> ended;
    private int earlierFailures; // module runs of the run resumed that did not finish, found by prepare

    private Resume(OutputLayout layout, Set<String> ended) {
        this.layout = layout;
        this.ended = ended;
    }

    /** A run that resumes nothing: every module run is still to run. */
    static Resume none(Path outDir) {
        return new Resume(new OutputLayout(outDir), Set.of());
    }

    /** The folder resume names, refused unless it holds a run's env.json. */
    static Path interruptedRun(Path folder) {
        if (!Files.isRegularFile(new OutputLayout(folder).env())) {
            throw new ParameterException("resume: '" + folder + "' holds no run (no " + OutputLayout.ENV
                    + "); expected " + Parameter.resume.accepted());
        }
        return folder;
    }

    /**
     * The run in the settings' outDir, checked against this one: refused, naming each difference, when it measured
     * something else.
     */
    static Resume check(SuiteSettings settings, String commit) throws IOException {
        Path outDir = settings.outDir();
        RecordedEnvironment recorded = RecordedEnvironment.read(new OutputLayout(outDir).env());
        List<String> differences = new ArrayList<>();
        differ(differences, "the suite's commit", recorded.text("commit"), commit);
        differ(differences, "the JDK", recorded.text("jdk", "vendor") + " " + recorded.text("jdk", "version"),
                System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version"));
        differ(differences, "the build's MAVEN_ARGS", recorded.text(OutputLayout.BUILD, OutputLayout.MAVEN_ARGS),
                BuildRecord.of(System.getenv()).get(OutputLayout.MAVEN_ARGS));
        differ(differences, "the CPU sets", recorded.text("cpuSets"), settings.cpuSetsText());
        for (Map.Entry<String, String> p : RunEnvironment.parameters(settings.parameters(), settings.moduleTimeout())
                .entrySet()) {
            differ(differences, p.getKey(), recorded.text("parameters", p.getKey()), p.getValue());
        }
        if (!differences.isEmpty()) {
            throw new ParameterException("resume: the run in '" + outDir + "' measured something else: "
                    + String.join("; ", differences) + ". Run with that run's parameters, commit and JDK, or start"
                    + " a new run (unset resume)");
        }
        OutputLayout layout = new OutputLayout(outDir);
        Set<String> ended = Files.isRegularFile(layout.ended())
                ? new LinkedHashSet<>(Files.readAllLines(layout.ended()).stream().map(String::strip)
                        .filter(l -> !l.isEmpty()).toList())
                : Set.of();
        return new Resume(layout, ended);
    }

    private static void differ(List<String> differences, String what, String then, String now) {
        if (!then.equals(now)) {
            differences.add(what + " is " + shown(now) + " here, " + shown(then) + " in that run");
        }
    }

    private static String shown(String value) {
        return value.equals("unknown") ? "not recorded" : value.isEmpty() ? "none" : "'" + value + "'";
    }

    /** Whether the module run of that name ended in the run resumed: its results and statuses stay. */
    boolean ended(String moduleRun) {
        return ended.contains(moduleRun);
    }

    /** How many module runs of the run resumed failed, timed out or were killed: the run's exit status counts them. */
    int earlierFailures() {
        return earlierFailures;
    }

    /** How many module runs the resumed run had ended. */
    int endedCount() {
        return ended.size();
    }

    /** Records that a module run ended (whatever its status, but an interrupt's): a resume keeps it. */
    void markEnded(String moduleRun) throws IOException {
        Files.writeString(layout.ended(), moduleRun + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /**
     * Before going on: status.tsv without the lines of the module runs an interrupt cut off (they run again), and
     * env.json with this start added to its "resumed" list.
     */
    void prepare() throws IOException {
        if (Files.isRegularFile(layout.status())) {
            List<ModuleStatus> kept = ModuleStatus.read(layout.status()).stream()
                    .filter(s -> !s.status().equals(INTERRUPTED)).toList();
            earlierFailures = (int) kept.stream().filter(s -> s.failure() && s.benchmark().isEmpty()).count();
            Files.writeString(layout.status(), kept.stream().map(ModuleStatus::toTsvLine)
                    .collect(Collectors.joining()));
        }
        JsonObject env = JsonParser.parseString(Files.readString(layout.env())).getAsJsonObject();
        JsonArray resumed = env.has("resumed") ? env.getAsJsonArray("resumed") : new JsonArray();
        resumed.add(Instant.now().toString());
        env.add("resumed", resumed);
        Files.writeString(layout.env(), new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create()
                .toJson(env) + "\n");
    }
}
