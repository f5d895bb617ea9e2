// Raw material for generated competitor names: real cities per country with club-name patterns in the
// local style, US-style nicknames, and first/last names for individual sports. Clubs are fictional
// combinations; any likeness to a real club is the nature of plausible names.

export type CountryKey =
  | 'england'
  | 'spain'
  | 'germany'
  | 'italy'
  | 'france'
  | 'netherlands'
  | 'portugal'
  | 'nigeria'
  | 'brazil'
  | 'argentina'
  | 'usa'
  | 'japan'
  | 'turkey'
  | 'russia'
  | 'sweden'
  | 'finland'
  | 'czechia'
  | 'switzerland'
  | 'poland'
  | 'china'
  | 'australia';

// prettier-ignore
export const CITIES: Readonly<Record<CountryKey, readonly string[]>> = {
  england: ['Manchester', 'Liverpool', 'Birmingham', 'Leeds', 'Sheffield', 'Bristol', 'Newcastle', 'Nottingham', 'Leicester', 'Southampton', 'Portsmouth', 'Brighton', 'Plymouth', 'Norwich', 'Ipswich', 'Derby', 'Coventry', 'Stoke', 'Wolverhampton', 'Sunderland', 'Middlesbrough', 'Hull', 'Bradford', 'Reading', 'Oxford', 'Cambridge', 'Luton', 'Swindon', 'Exeter', 'Bournemouth', 'Blackburn', 'Bolton', 'Preston', 'Burnley', 'Wigan', 'Huddersfield', 'Barnsley', 'Doncaster', 'Rotherham', 'Peterborough', 'Northampton', 'Watford', 'York', 'Carlisle', 'Lincoln', 'Colchester', 'Walsall', 'Blackpool', 'Stockport', 'Chester'],
  spain: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza', 'Murcia', 'Palma', 'Alicante', 'Córdoba', 'Valladolid', 'Vigo', 'Gijón', 'Granada', 'Elche', 'Oviedo', 'Santander', 'Pamplona', 'Almería', 'Cádiz', 'Huelva', 'Castellón', 'Burgos', 'Salamanca', 'León', 'Albacete', 'Tarragona', 'Girona', 'Lugo', 'Logroño', 'Badajoz', 'Jaén', 'Cartagena', 'Marbella', 'Ourense', 'Cáceres', 'Toledo', 'Huesca', 'Ferrol'],
  germany: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Düsseldorf', 'Dortmund', 'Essen', 'Leipzig', 'Bremen', 'Dresden', 'Hannover', 'Nürnberg', 'Duisburg', 'Bochum', 'Wuppertal', 'Bielefeld', 'Bonn', 'Münster', 'Mannheim', 'Karlsruhe', 'Augsburg', 'Wiesbaden', 'Mainz', 'Freiburg', 'Kiel', 'Rostock', 'Magdeburg', 'Kassel', 'Regensburg', 'Paderborn', 'Darmstadt', 'Heidenheim', 'Osnabrück', 'Aachen', 'Ulm', 'Würzburg', 'Ingolstadt', 'Krefeld'],
  italy: ['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari', 'Catania', 'Venezia', 'Verona', 'Messina', 'Padova', 'Trieste', 'Brescia', 'Parma', 'Modena', 'Reggio', 'Perugia', 'Livorno', 'Cagliari', 'Foggia', 'Salerno', 'Ancona', 'Lecce', 'Pescara', 'Udine', 'Bergamo', 'Como', 'Cremona', 'Empoli', 'Pisa', 'Monza', 'Frosinone', 'Ravenna', 'Rimini', 'Trento', 'Piacenza', 'Siena'],
  france: ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux', 'Lille', 'Rennes', 'Reims', 'Le Havre', 'Saint-Étienne', 'Toulon', 'Grenoble', 'Dijon', 'Angers', 'Nîmes', 'Brest', 'Le Mans', 'Amiens', 'Tours', 'Limoges', 'Metz', 'Caen', 'Lorient', 'Auxerre', 'Troyes', 'Ajaccio', 'Bastia', 'Valenciennes', 'Laval', 'Annecy', 'Rodez', 'Pau', 'Orléans', 'Nancy', 'Rouen', 'Clermont'],
  netherlands: ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven', 'Groningen', 'Tilburg', 'Almere', 'Breda', 'Nijmegen', 'Arnhem', 'Haarlem', 'Enschede', 'Zwolle', 'Leiden', 'Maastricht', 'Dordrecht', 'Alkmaar', 'Deventer', 'Venlo', 'Emmen', 'Heerenveen'],
  portugal: ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Funchal', 'Setúbal', 'Aveiro', 'Guimarães', 'Faro', 'Viseu', 'Leiria', 'Évora', 'Chaves', 'Barcelos', 'Famalicão', 'Portimão', 'Estoril', 'Vizela', 'Arouca', 'Tondela', 'Covilhã', 'Penafiel'],
  nigeria: ['Lagos', 'Kano', 'Ibadan', 'Abuja', 'Port Harcourt', 'Benin City', 'Kaduna', 'Enugu', 'Aba', 'Jos', 'Ilorin', 'Onitsha', 'Warri', 'Owerri', 'Abeokuta', 'Uyo', 'Calabar', 'Makurdi', 'Akure', 'Maiduguri', 'Sokoto', 'Katsina', 'Bauchi', 'Lokoja'],
  brazil: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Salvador', 'Recife', 'Fortaleza', 'Curitiba', 'Goiânia', 'Manaus', 'Belém', 'Campinas', 'Florianópolis', 'Natal', 'Cuiabá', 'Santos', 'Maceió', 'João Pessoa', 'Londrina', 'Criciúma', 'Juiz de Fora', 'Ribeirão Preto', 'Chapecó', 'Sorocaba'],
  argentina: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza', 'La Plata', 'Tucumán', 'Mar del Plata', 'Salta', 'Santa Fe', 'San Juan', 'Neuquén', 'Bahía Blanca', 'Paraná', 'Jujuy', 'Quilmes', 'Lanús', 'Banfield', 'Avellaneda', 'Tandil', 'Rafaela', 'Posadas', 'Corrientes'],
  usa: ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Philadelphia', 'San Antonio', 'San Diego', 'Dallas', 'Austin', 'Jacksonville', 'Columbus', 'Charlotte', 'Indianapolis', 'Seattle', 'Denver', 'Nashville', 'Portland', 'Las Vegas', 'Memphis', 'Louisville', 'Baltimore', 'Milwaukee', 'Albuquerque', 'Tucson', 'Sacramento', 'Kansas City', 'Atlanta', 'Omaha', 'Raleigh', 'Miami', 'Minneapolis', 'Tulsa', 'Cleveland', 'Tampa', 'Orlando', 'Pittsburgh', 'Cincinnati', 'St. Louis', 'Salt Lake City', 'Boise', 'Hartford', 'Buffalo', 'Richmond'],
  japan: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Sapporo', 'Kobe', 'Kyoto', 'Fukuoka', 'Kawasaki', 'Saitama', 'Hiroshima', 'Sendai', 'Chiba', 'Kitakyushu', 'Niigata', 'Hamamatsu', 'Kumamoto', 'Okayama', 'Shizuoka', 'Kagoshima', 'Nagasaki', 'Kanazawa', 'Oita', 'Kofu'],
  turkey: ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Konya', 'Adana', 'Gaziantep', 'Kayseri', 'Samsun', 'Trabzon', 'Eskişehir', 'Denizli', 'Malatya', 'Sivas', 'Rize', 'Kocaeli', 'Manisa', 'Hatay', 'Alanya', 'Erzurum', 'Sakarya'],
  russia: ['Moskva', 'Sankt-Peterburg', 'Kazan', 'Novosibirsk', 'Yekaterinburg', 'Samara', 'Omsk', 'Chelyabinsk', 'Ufa', 'Perm', 'Voronezh', 'Krasnodar', 'Saratov', 'Tyumen', 'Tolyatti', 'Yaroslavl', 'Khabarovsk', 'Vladivostok', 'Magnitogorsk', 'Sochi', 'Nizhny Novgorod', 'Orenburg'],
  sweden: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Norrköping', 'Lund', 'Umeå', 'Gävle', 'Luleå', 'Växjö', 'Skellefteå', 'Karlstad', 'Sundsvall'],
  finland: ['Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Oulu', 'Turku', 'Jyväskylä', 'Lahti', 'Kuopio', 'Pori', 'Joensuu', 'Lappeenranta', 'Hämeenlinna', 'Vaasa', 'Rauma', 'Mikkeli'],
  czechia: ['Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Olomouc', 'České Budějovice', 'Hradec Králové', 'Pardubice', 'Zlín', 'Kladno', 'Karlovy Vary', 'Jihlava', 'Třinec', 'Litvínov', 'Mladá Boleslav'],
  switzerland: ['Zürich', 'Genève', 'Basel', 'Lausanne', 'Bern', 'Winterthur', 'Luzern', 'St. Gallen', 'Lugano', 'Biel', 'Fribourg', 'Davos', 'Ambrì', 'Kloten', 'Langnau', 'Rapperswil'],
  poland: ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Szczecin', 'Bydgoszcz', 'Lublin', 'Katowice', 'Białystok', 'Gdynia', 'Częstochowa', 'Radom', 'Rzeszów', 'Toruń', 'Kielce', 'Olsztyn', 'Opole', 'Zielona Góra'],
  china: ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Tianjin', 'Chongqing', 'Wuhan', 'Chengdu', 'Nanjing', 'Hangzhou', "Xi'an", 'Qingdao', 'Shenyang', 'Dalian', 'Jinan', 'Xiamen', 'Fuzhou', 'Changsha', 'Kunming', 'Harbin'],
  australia: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Gold Coast', 'Newcastle', 'Canberra', 'Wollongong', 'Hobart', 'Geelong', 'Townsville', 'Cairns', 'Darwin'],
};

/** Club-name patterns; `{city}` is replaced. The first patterns are the most common. */
// prettier-ignore
export const SOCCER_PATTERNS: Readonly<Partial<Record<CountryKey, readonly string[]>>> = {
  england: ['{city} United', '{city} City', '{city} Town', '{city} Athletic', '{city} Rovers', '{city} Wanderers', '{city} Albion', '{city} County', 'AFC {city}', '{city} FC'],
  spain: ['Real {city}', 'CD {city}', '{city} CF', 'UD {city}', 'Atlético {city}', 'SD {city}', 'Racing {city}', 'Deportivo {city}'],
  germany: ['FC {city}', '{city} SV', 'VfB {city}', 'SV {city}', '1. FC {city}', 'Borussia {city}', 'Eintracht {city}', 'Fortuna {city}', 'TSV {city}', 'VfL {city}'],
  italy: ['AC {city}', '{city} Calcio', 'US {city}', 'SS {city}', 'FC {city}', 'AS {city}', 'Sporting {city}', 'Virtus {city}'],
  france: ['Olympique {city}', 'AS {city}', 'Stade {city}', 'RC {city}', 'FC {city}', 'SC {city}', 'US {city}', 'AJ {city}'],
  netherlands: ['FC {city}', '{city} FC', 'SC {city}', 'Go Ahead {city}', 'VV {city}', 'Sparta {city}', 'Vitesse {city}'],
  portugal: ['Sporting {city}', 'FC {city}', 'SC {city}', 'CD {city}', 'GD {city}', 'Académico {city}', 'Vitória {city}'],
  nigeria: ['{city} United', '{city} Stars', '{city} Pillars', '{city} Rangers', '{city} Warriors', '{city} Tornadoes', '{city} Sharks'],
  brazil: ['EC {city}', '{city} FC', 'Atlético {city}', 'Sport {city}', 'América {city}', 'Clube {city}', 'Esporte {city}'],
  argentina: ['Club Atlético {city}', 'Deportivo {city}', 'Racing {city}', 'Sportivo {city}', 'Gimnasia {city}', 'Unión {city}', 'Talleres {city}'],
  usa: ['{city} FC', '{city} SC', 'FC {city}', '{city} United', 'Real {city}', 'Sporting {city}'],
  japan: ['{city} FC', 'FC {city}', '{city} United', '{city} SC'],
  turkey: ['{city}spor', '{city} FK', '{city} BB', '{city} SK'],
};

// prettier-ignore
export const BASKETBALL_PATTERNS: Readonly<Partial<Record<CountryKey, readonly string[]>>> = {
  spain: ['CB {city}', '{city} Basket', 'Baloncesto {city}', 'Club Baloncesto {city}'],
  germany: ['{city} Baskets', 'BG {city}', 'MBC {city}', '{city} Towers'],
  italy: ['Pallacanestro {city}', '{city} Basket', 'Virtus {city}', 'Olimpia {city}'],
  turkey: ['{city} BK', '{city} Basketbol', '{city} BB'],
  france: ['{city} Basket', 'JL {city}', 'SIG {city}', 'Élan {city}'],
};

// prettier-ignore
export const HOCKEY_PATTERNS: Readonly<Partial<Record<CountryKey, readonly string[]>>> = {
  russia: ['HC {city}', 'Dynamo {city}', 'Lokomotiv {city}', 'Metallurg {city}', 'Torpedo {city}'],
  sweden: ['{city} HC', '{city} IF', '{city} IK', '{city} HF'],
  finland: ['{city} Kiekko', 'HC {city}', '{city} Pelicans', '{city} Ilves'],
  czechia: ['HC {city}', 'HC Dynamo {city}', 'Kometa {city}', 'Sparta {city}'],
  switzerland: ['HC {city}', 'EV {city}', 'SC {city}', 'EHC {city}'],
  germany: ['EHC {city}', 'Adler {city}', '{city} Penguins', '{city} Lions', 'ERC {city}'],
};

// prettier-ignore
export const VOLLEYBALL_PATTERNS: Readonly<Partial<Record<CountryKey, readonly string[]>>> = {
  italy: ['{city} Volley', 'Pallavolo {city}', 'Volley {city}'],
  poland: ['{city} Volley', 'AZS {city}', 'Projekt {city}', 'Stal {city}'],
  turkey: ['{city} Voleybol', '{city} BB', '{city} SK'],
  brazil: ['{city} Vôlei', 'Vôlei {city}', 'EC {city}'],
  russia: ['Dinamo {city}', 'Zenit {city}', 'Lokomotiv {city}', 'Fakel {city}'],
  japan: ['{city} {nickname}'],
};

/** Nicknames for `{city} {nickname}` teams (North America, China, Australia, Japan). */
// prettier-ignore
export const NICKNAMES: readonly string[] = ['Comets', 'Foxes', 'Storm', 'Titans', 'Rapids', 'Outlaws', 'Pioneers', 'Vipers', 'Monarchs', 'Stallions', 'Falcons', 'Thunderbirds', 'Grizzlies', 'Mariners', 'Rockets', 'Wolves', 'Hornets', 'Blaze', 'Knights', 'Express', 'Cyclones', 'Hawks', 'Bulldogs', 'Sentinels', 'Coyotes', 'Raptors', 'Rangers', 'Lumberjacks', 'Mustangs', 'Owls', 'Phantoms', 'Sharks', 'Tigers', 'Voyagers', 'Wildcats', 'Dragons', 'Flames', 'Generals', 'Jaguars', 'Kings'];

export type NameRegion =
  'anglo' | 'latin' | 'german' | 'french' | 'italian' | 'slavic' | 'nordic' | 'japanese';

// prettier-ignore
export const FIRST_NAMES: Readonly<Record<NameRegion, { men: readonly string[]; women: readonly string[] }>> = {
  anglo: { men: ['James', 'Oliver', 'Jack', 'Ethan', 'Liam', 'Noah', 'Ryan', 'Connor', 'Tyler', 'Mason'], women: ['Emma', 'Olivia', 'Grace', 'Chloe', 'Lily', 'Hannah', 'Megan', 'Sophie', 'Amelia', 'Madison'] },
  latin: { men: ['Carlos', 'Diego', 'Javier', 'Mateo', 'Pablo', 'Sergio', 'Tomás', 'Nicolás', 'Facundo', 'Andrés'], women: ['Lucía', 'Paula', 'Carla', 'Valentina', 'Sofía', 'Camila', 'Martina', 'Julieta', 'Elena', 'Irene'] },
  german: { men: ['Lukas', 'Felix', 'Jonas', 'Maximilian', 'Tobias', 'Niklas', 'Dominik', 'Florian', 'Moritz', 'Sebastian'], women: ['Laura', 'Lena', 'Anna', 'Julia', 'Marie', 'Lisa', 'Katharina', 'Johanna', 'Sarah', 'Tatjana'] },
  french: { men: ['Hugo', 'Lucas', 'Théo', 'Arthur', 'Gaël', 'Antoine', 'Quentin', 'Adrien', 'Benjamin', 'Corentin'], women: ['Chloé', 'Manon', 'Léa', 'Camille', 'Clara', 'Océane', 'Fiona', 'Alizé', 'Caroline', 'Elsa'] },
  italian: { men: ['Lorenzo', 'Matteo', 'Andrea', 'Luca', 'Federico', 'Simone', 'Riccardo', 'Gianluca', 'Stefano', 'Flavio'], women: ['Giulia', 'Chiara', 'Francesca', 'Martina', 'Sara', 'Elisabetta', 'Lucrezia', 'Jasmine', 'Camilla', 'Silvia'] },
  slavic: { men: ['Ivan', 'Dmitri', 'Andrei', 'Pavel', 'Jakub', 'Tomáš', 'Marek', 'Oleksandr', 'Viktor', 'Milan', 'Nikolai', 'Petr', 'Sergei', 'Filip', 'Mikhail'], women: ['Anastasia', 'Daria', 'Ekaterina', 'Karolína', 'Marta', 'Yulia', 'Kateryna', 'Petra', 'Veronika', 'Iga'] },
  nordic: { men: ['Erik', 'Anders', 'Mikael', 'Rasmus', 'Elias', 'Oskar', 'Casper', 'Henrik', 'Emil', 'Leo'], women: ['Emma', 'Ida', 'Freja', 'Maja', 'Elin', 'Sanna', 'Linnea', 'Caroline', 'Astrid', 'Nora'] },
  japanese: { men: ['Kei', 'Taro', 'Yoshihito', 'Shintaro', 'Hiroki', 'Sho', 'Rio', 'Yosuke'], women: ['Naomi', 'Misaki', 'Nao', 'Moyuka', 'Mai', 'Eri', 'Ena', 'Kurumi'] },
};

// prettier-ignore
export const LAST_NAMES: Readonly<Record<NameRegion, readonly string[]>> = {
  anglo: ['Walker', 'Bennett', 'Harris', 'Clarke', 'Fletcher', 'Morgan', 'Hughes', 'Sullivan', 'Parker', 'Reynolds', 'Hayes', 'Turner', 'Brooks', 'Collins', 'Price'],
  latin: ['García', 'Martínez', 'López', 'Fernández', 'Ruiz', 'Navarro', 'Moreno', 'Castillo', 'Romero', 'Herrera', 'Vidal', 'Ortega', 'Delgado', 'Cabrera', 'Molina'],
  german: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Krüger', 'Wagner', 'Zimmermann', 'Hartmann', 'Brandt', 'Vogel', 'Lang', 'Kraus', 'Seidel'],
  french: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Rousseau', 'Fontaine', 'Chevalier', 'Mercier', 'Blanc', 'Garnier', 'Lambert', 'Faure', 'Roux'],
  italian: ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Mancini', 'Lombardi', 'Moretti'],
  slavic: ['Novak', 'Kowalski', 'Ivanov', 'Petrov', 'Horák', 'Dvořák', 'Kovalenko', 'Shevchenko', 'Wiśniewski', 'Smirnov', 'Volkov', 'Procházka', 'Bondarenko', 'Zieliński', 'Popov', 'Kučera', 'Melnyk', 'Sokolov', 'Lewandowski', 'Kravets'],
  nordic: ['Andersson', 'Johansson', 'Nielsen', 'Lindqvist', 'Hansen', 'Berg', 'Virtanen', 'Korhonen', 'Dahl', 'Holm', 'Nyström', 'Lund', 'Eriksen', 'Mäkinen', 'Strand'],
  japanese: ['Sato', 'Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida'],
};
