package org.dynast.app.common;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.dynast.model.module.DynastyModules;

/**
 * The user-visible texts, with {0}-style arguments: the core's {@code messages.properties} and each installed module's
 * own bundle, {@code org/dynast/app/<id>/messages_<id>.properties} beside the module's resources (issue 34), merged by
 * this one resolver. A key is in one bundle only.
 */
public final class Messages {

    public static final String BUNDLE = "org.dynast.app.messages";
    private final ResourceBundle bundle;
    /** Each key's pattern, parsed at its first use. */
    private final Map<String, MessageFormat> parsedPatterns = new ConcurrentHashMap<>();

    public Messages(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    /** The core's texts and those of the modules in {@code modules} (a module without texts brings no bundle). */
    public static Messages load(DynastyModules modules) {
        ResourceBundle core = ResourceBundle.getBundle(BUNDLE, Locale.getDefault());
        Map<String, Object> all = new HashMap<>();
        for (String key : core.keySet()) {
            all.put(key, core.getObject(key));
        }
        for (var module : modules.all()) {
            String resource = moduleBundle(module.id());
            try (var in = Messages.class.getResourceAsStream(resource)) {
                if (in == null) {
                    continue;
                }
                Properties texts = new Properties();
                texts.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                for (String key : texts.stringPropertyNames()) {
                    if (all.putIfAbsent(key, texts.getProperty(key)) != null) {
                        throw new IllegalStateException("The text " + key + " of " + resource + " is already defined");
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + resource, e);
            }
        }
        Locale locale = core.getLocale();
        return new Messages(new ResourceBundle() {
            @Override
            protected Object handleGetObject(String key) {
                return all.get(key);
            }

            @Override
            public Enumeration<String> getKeys() {
                return Collections.enumeration(all.keySet());
            }

            @Override
            protected Set<String> handleKeySet() {
                return all.keySet();
            }

            @Override
            public Locale getLocale() {
                return locale;
            }
        });
    }

    /** Where a module's own texts are: {@code /org/dynast/app/<id>/messages_<id>.properties}. */
    public static String moduleBundle(String moduleId) {
        return "/org/dynast/app/" + moduleId + "/messages_" + moduleId + ".properties";
    }

    public ResourceBundle bundle() {
        return bundle;
    }

    /** Whether there is a text for {@code key}. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /**
     * The text of {@code key} with {@code args} put in. Each key's pattern is parsed once: parsing one with a choice or
     * number format throws and catches inside the JDK, and a dynasty switch formats hundreds of texts on the FX thread.
     * A {@link MessageFormat} is not safe across threads, so each use formats with a copy of the parsed one.
     */
    public String get(String key, Object... args) {
        MessageFormat parsed = parsedPatterns.computeIfAbsent(key,
                k -> new MessageFormat(bundle.getString(k), bundle.getLocale()));
        return ((MessageFormat) parsed.clone()).format(args);
    }
}
