package ringside.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * env.json read back for the report: the machine, the JDK, the parameters and each framework's description as
 * its module wrote it. Any fact the run did not record reads "unknown", never a guess.
 */
public final class RecordedEnvironment {
    private final JsonObject env;

    private RecordedEnvironment(JsonObject env) {
        this.env = env;
    }

    public static RecordedEnvironment read(Path envFile) throws IOException {
        return new RecordedEnvironment(Files.exists(envFile)
                ? JsonParser.parseString(Files.readString(envFile)).getAsJsonObject() : new JsonObject());
    }

    /** False when the folder has no env.json (a run stopped before writing it). */
    public boolean recorded() {
        return env.size() > 0;
    }

    /** The value at a path of keys, such as ("jdk", "vendor"), as text; "unknown" where the run has none. */
    public String text(String... path) {
        return text(env, path);
    }

    /** Each framework's description, in the order env.json lists them. */
    public List<DescribedFramework> frameworks() {
        List<DescribedFramework> out = new ArrayList<>();
        if (env.has("frameworks")) {
            env.getAsJsonObject("frameworks").entrySet()
                    .forEach(e -> out.add(DescribedFramework.of(e.getKey(), e.getValue().getAsJsonObject())));
        }
        return out;
    }

    /** The variants that declared themselves single-threaded, and the references outside the JVM. */
    Marks marks() {
        Set<String> labels = new HashSet<>();
        Map<String, String> references = new LinkedHashMap<>();
        frameworks().forEach(f -> f.singleThreaded().forEach(v -> labels.add(f.name() + "/" + v)));
        frameworks().stream().filter(DescribedFramework::isReference).forEach(f -> references.put(f.name(),
                f.reference().getOrDefault("language", f.name()) + " " + f.version()));
        return new Marks(labels, references);
    }

    /** Each variant's note on its cost at several CPUs, by framework/variant label. */
    Map<String, String> multiCpuNotes() {
        Map<String, String> notes = new LinkedHashMap<>();
        frameworks().forEach(f -> f.multiCpu().forEach((v, note) -> notes.put(f.name() + "/" + v, note)));
        return notes;
    }

    static String text(JsonObject o, String... path) {
        JsonElement e = o;
        for (String key : path) {
            e = e != null && e.isJsonObject() ? e.getAsJsonObject().get(key) : null;
        }
        return e == null || e.isJsonNull() ? "unknown" : e.isJsonPrimitive() ? e.getAsString() : e.toString();
    }
}
