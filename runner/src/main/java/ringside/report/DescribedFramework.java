package ringside.report;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ringside.contract.FrameworkFacts;
import ringside.output.OutputLayout;

/**
 * What a framework module said of itself before the run (frameworks/<name>.json, kept in env.json); facts are
 * empty for a run recorded before modules stated them. A reference outside the JVM says so in its
 * {@value OutputLayout#REFERENCE_MARKER} object (language, install, build and run commands), empty for a module.
 */
public record DescribedFramework(String name, String version, String licence, Map<String, String> variants,
        Map<String, String> remoting, Map<String, String> http, List<String> singleThreaded,
        Map<String, String> multiCpu, List<String> jvmArgs, Optional<FrameworkFacts> facts,
        Map<String, String> reference) {

    static DescribedFramework of(String name, JsonObject json) {
        return new DescribedFramework(name, RecordedEnvironment.text(json, "version"),
                RecordedEnvironment.text(json, "licence"), texts(json, "variants"), texts(json, "remoting"),
                texts(json, "http"), strings(json, "singleThreaded"), texts(json, "multiCpu"),
                strings(json, "jvmArgs"), facts(json), texts(json, OutputLayout.REFERENCE_MARKER));
    }

    /** True for a reference program outside the JVM (its description carries the marker). */
    boolean isReference() {
        return !reference.isEmpty();
    }

    private static Optional<FrameworkFacts> facts(JsonObject json) {
        try {
            return json.has("facts") ? Optional.of(new Gson().fromJson(json.get("facts"), FrameworkFacts.class))
                    : Optional.empty();
        } catch (RuntimeException e) { // written by another version of the suite: say n/a rather than guess
            return Optional.empty();
        }
    }

    /** A JSON object of texts by name, in its order; empty when the run did not record it. */
    private static Map<String, String> texts(JsonObject json, String key) {
        Map<String, String> out = new LinkedHashMap<>();
        if (json.has(key)) {
            json.getAsJsonObject(key).entrySet().forEach(v -> out.put(v.getKey(), v.getValue().getAsString()));
        }
        return out;
    }

    private static List<String> strings(JsonObject json, String key) {
        return json.has(key) ? json.getAsJsonArray(key).asList().stream().map(JsonElement::getAsString).toList()
                : List.of();
    }
}
