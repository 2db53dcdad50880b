package ringside.suite;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ringside.launcher.FrameworkDescription;
import ringside.output.OutputLayout;
import ringside.workload.Workload;

/**
 * The workloads each framework's variants refuse in this run (by design, such as an http workload without an HTTP
 * stack, or at the run's sizes), as their descriptions list them. The plan leaves them out, so that its estimates
 * count only what runs; the module still says why each is not run.
 */
final class Refusals {
    static final Refusals NONE = new Refusals(Map.of());

    /** framework, then variant, then the workloads' public names. */
    private final Map<String, Map<String, List<String>>> refused;

    private Refusals(Map<String, Map<String, List<String>>> refused) {
        this.refused = refused;
    }

    /** From the descriptions the frameworks wrote in the run's folder (a description without the key refuses none). */
    static Refusals described(OutputLayout layout, List<String> frameworks) throws IOException {
        Map<String, Map<String, List<String>>> refused = new HashMap<>();
        for (String framework : frameworks) {
            Path file = layout.framework(framework);
            if (!Files.exists(file)) {
                continue;
            }
            JsonElement refuses = JsonParser.parseString(Files.readString(file)).getAsJsonObject()
                    .get(FrameworkDescription.REFUSES);
            if (refuses == null) {
                continue;
            }
            Map<String, List<String>> byVariant = new HashMap<>();
            for (Map.Entry<String, JsonElement> variant : refuses.getAsJsonObject().entrySet()) {
                JsonObject workloads = variant.getValue().getAsJsonObject();
                byVariant.put(variant.getKey(), List.copyOf(workloads.keySet()));
            }
            refused.put(framework, byVariant);
        }
        return new Refusals(refused);
    }

    /** For tests: framework, then variant, then the workloads' public names. */
    static Refusals of(Map<String, Map<String, List<String>>> refused) {
        return new Refusals(Map.copyOf(refused));
    }

    boolean refuses(String framework, String variant, Workload workload) {
        return refused.getOrDefault(framework, Map.of()).getOrDefault(variant, List.of())
                .contains(workload.publicName());
    }
}
