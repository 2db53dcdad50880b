package ringside.quasar;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/**
 * Quasar's version, agent option and thread properties as quasar-impl's pom sets them (the build writes them into
 * quasar.properties), so that the forks, the TCK's argLine and the report cannot drift apart.
 */
final class QuasarSettings {
    private static final Properties SETTINGS = load();

    private QuasarSettings() {
    }

    /** Quasar's release, as in the dependencies. */
    static String version() {
        return setting("version");
    }

    /** What follows the agent jar in -javaagent: the packages the agent need not scan. */
    static String agentOptions() {
        return setting("agentOptions");
    }

    /** The system properties for Quasar's own threads, the default fiber pool sized to the run. */
    static List<String> threadProperties(int parallelism) {
        List<String> properties = new ArrayList<>(Arrays.asList(setting("threadProperties").trim().split("\\s+")));
        properties.add(setting("poolParallelism") + parallelism);
        return properties;
    }

    private static String setting(String name) {
        String value = SETTINGS.getProperty(name);
        if (value == null || value.isBlank() || value.contains("${")) {
            throw new IllegalStateException("quasar.properties has no " + name + " from the build ('" + value
                    + "'): build quasar-impl with Maven, which fills it in from its pom");
        }
        return value;
    }

    private static Properties load() {
        Properties properties = new Properties();
        try (InputStream in = QuasarSettings.class.getResourceAsStream("quasar.properties")) {
            if (in == null) {
                throw new IllegalStateException("ringside/quasar/quasar.properties is not on the class path");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
