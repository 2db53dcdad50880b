package ringside.contract;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/** Finds the framework modules registered on the class path. */
public final class Frameworks {
    private Frameworks() {
    }

    public static List<Framework> onClassPath() {
        return ServiceLoader.load(Framework.class).stream().map(ServiceLoader.Provider::get).toList();
    }

    /** The one framework of a module's class path; anything else is a packaging mistake worth a clear stop. */
    public static Framework theOnlyOne() {
        List<Framework> found = onClassPath();
        if (found.size() != 1) {
            throw new IllegalStateException("expected exactly one ringside.contract.Framework on the class path, found "
                    + found.stream().map(Framework::name).collect(Collectors.joining(", ", "[", "]"))
                    + ": run the launcher with one *-impl module's class path");
        }
        return found.get(0);
    }

    public static Framework named(String name) {
        return onClassPath().stream().filter(f -> f.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("framework " + name + " is not on the class path"));
    }
}
